import type { FormMessages } from '../messages.js';

/** The form's texts in Dutch, written for chatforms. */
export const nl: FormMessages = {
  locale: 'nl',
  fieldError: (issue) => issue.text,
  requiredField: 'Dit veld is verplicht',
  requiredChoice: 'Kies een optie',
  requiredChoices: 'Kies ten minste één optie',
  tooShort: (minimum) =>
    minimum === 1 ? 'Gebruik ten minste 1 teken' : `Gebruik ten minste ${minimum} tekens`,
  tooLong: (maximum) =>
    maximum === 1 ? 'Gebruik hoogstens 1 teken' : `Gebruik hoogstens ${maximum} tekens`,
  patternMismatch: 'Voer de tekst in de gevraagde vorm in',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Kies ten minste 1 optie' : `Kies ten minste ${minimum} opties`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Kies hoogstens 1 optie' : `Kies hoogstens ${maximum} opties`,
  outOfRange: (lowest, highest) => `Kies een geheel getal van ${lowest} tot en met ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Nog ${remaining} tekens over` : `${-remaining} tekens te veel`,
  tooEarly: (earliest) => `Kies ${earliest} of later`,
  tooLate: (latest) => `Kies ${latest} of eerder`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 veld vraagt je aandacht.' : `${count} velden vragen je aandacht.`,
  sending: 'Bezig met verzenden…',
  sent: 'Verzonden.',
  changesNotSent: 'Wijzigingen die je tijdens het verzenden maakte, zijn niet verzonden.',
  requestFailed: (status) =>
    `De server kon dit niet aannemen (fout ${status}). Je antwoorden blijven bewaard; probeer het opnieuw.`,
  fieldsRejected: 'Sommige antwoorden moeten worden aangepast; zie de meldingen onder de velden.',
  networkError:
    'De server was niet bereikbaar. Je antwoorden blijven bewaard; probeer het opnieuw.',
  timeout:
    'De server deed er te lang over om te antwoorden. Je antwoorden blijven bewaard; probeer het opnieuw.',
  actionFailed: 'Er ging iets mis. Je antwoorden blijven bewaard; probeer het opnieuw.',
  interactionFailed:
    'Je antwoord is verzonden, maar de chat kon het niet vastleggen. Probeer het opnieuw.',
  unsafeUrl: 'Deze link kan niet worden geopend.',
  unusableButton: (reason) => `Deze knop kan niet worden gebruikt: ${reason}`,
  actionUnavailable: 'Deze knop werkt hier niet.',
  retry: 'Opnieuw proberen',
  completion: 'Bedankt voor het invullen van het formulier.',
  loading: 'Formulier laden…',
  unrenderable: 'Dit formulier kan niet worden getoond.',
  unrenderableDetails: 'Waarom',
  elementFailed: 'Dit deel van het formulier kon niet worden getoond.',
  required: 'verplicht',
  emptyOption: 'Kies…',
  timeZone: (label) => `Tijdzone: ${label}`,
  repeatedTime: (time) =>
    `${time} komt op deze dag twee keer voor, omdat de klok wordt teruggezet. Welke bedoel je?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} bestaat op deze dag niet: de klok springt vooruit naar ${nextTime}. Kies een andere tijd.`,
  senderReadOnly: 'Je hebt dit formulier zelf verzonden, dus je kunt het niet invullen.',
  fieldShown: (label) => `Nu zichtbaar: ${label}`,
};

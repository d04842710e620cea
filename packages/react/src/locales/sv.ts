import type { FormMessages } from '../messages.js';

/** The form's texts in Swedish, written for chatforms. */
export const sv: FormMessages = {
  locale: 'sv',
  fieldError: (issue) => issue.text,
  requiredField: 'Fältet är obligatoriskt',
  requiredChoice: 'Välj ett alternativ',
  requiredChoices: 'Välj minst ett alternativ',
  tooShort: (minimum) => `Använd minst ${minimum} tecken`,
  tooLong: (maximum) => `Använd högst ${maximum} tecken`,
  patternMismatch: 'Skriv texten i det format som efterfrågas',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Välj minst 1 alternativ' : `Välj minst ${minimum} alternativ`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Välj högst 1 alternativ' : `Välj högst ${maximum} alternativ`,
  outOfRange: (lowest, highest) => `Välj ett heltal från ${lowest} till ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `${remaining} tecken kvar` : `${-remaining} tecken för mycket`,
  tooEarly: (earliest) => `Välj ${earliest} eller senare`,
  tooLate: (latest) => `Välj ${latest} eller tidigare`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 fält behöver åtgärdas.' : `${count} fält behöver åtgärdas.`,
  sending: 'Skickar…',
  sent: 'Skickat.',
  changesNotSent: 'Ändringar som gjordes medan formuläret skickades har inte skickats.',
  requestFailed: (status) =>
    `Servern kunde inte ta emot detta (fel ${status}). Dina svar finns kvar; försök igen.`,
  fieldsRejected: 'Några svar behöver ändras; se meddelandena under fälten.',
  networkError: 'Det gick inte att nå servern. Dina svar finns kvar; försök igen.',
  timeout: 'Servern tog för lång tid att svara. Dina svar finns kvar; försök igen.',
  actionFailed: 'Något gick fel. Dina svar finns kvar; försök igen.',
  interactionFailed: 'Ditt svar skickades, men chatten kunde inte registrera det. Försök igen.',
  unsafeUrl: 'Länken kan inte öppnas.',
  unusableButton: (reason) => `Knappen kan inte användas: ${reason}`,
  actionUnavailable: 'Knappen fungerar inte här.',
  retry: 'Försök igen',
  completion: 'Tack för att du fyllde i formuläret.',
  loading: 'Läser in formuläret…',
  unrenderable: 'Formuläret kan inte visas.',
  unrenderableDetails: 'Varför',
  elementFailed: 'Den här delen av formuläret kunde inte visas.',
  required: 'obligatoriskt',
  emptyOption: 'Välj…',
  timeZone: (label) => `Tidszon: ${label}`,
  repeatedTime: (time) =>
    `${time} inträffar två gånger den här dagen, eftersom klockan ställs tillbaka. Vilken menar du?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} finns inte den här dagen: klockan ställs fram till ${nextTime}. Välj en annan tid.`,
  senderReadOnly: 'Du skickade det här formuläret och kan därför inte fylla i det.',
  fieldShown: (label) => `Visas nu: ${label}`,
};

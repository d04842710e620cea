import type { FormMessages } from '../messages.js';

/** The form's texts in German, written for chatforms. */
export const de: FormMessages = {
  locale: 'de',
  fieldError: (issue) => issue.text,
  requiredField: 'Dieses Feld ist erforderlich',
  requiredChoice: 'Wählen Sie eine Option',
  requiredChoices: 'Wählen Sie mindestens eine Option',
  tooShort: (minimum) => `Verwenden Sie mindestens ${minimum} Zeichen`,
  tooLong: (maximum) => `Verwenden Sie höchstens ${maximum} Zeichen`,
  patternMismatch: 'Geben Sie den Text im verlangten Format ein',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Wählen Sie mindestens 1 Option' : `Wählen Sie mindestens ${minimum} Optionen`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Wählen Sie höchstens 1 Option' : `Wählen Sie höchstens ${maximum} Optionen`,
  outOfRange: (lowest, highest) => `Wählen Sie eine ganze Zahl von ${lowest} bis ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Noch ${remaining} Zeichen` : `${-remaining} Zeichen zu viel`,
  tooEarly: (earliest) => `Wählen Sie ${earliest} oder später`,
  tooLate: (latest) => `Wählen Sie ${latest} oder früher`,
  invalidFieldCount: (count) =>
    count === 1 ? 'Bitte prüfen Sie 1 Feld.' : `Bitte prüfen Sie ${count} Felder.`,
  sending: 'Wird gesendet…',
  sent: 'Gesendet.',
  changesNotSent: 'Was Sie während des Sendens geändert haben, wurde nicht gesendet.',
  requestFailed: (status) =>
    `Der Server konnte das nicht annehmen (Fehler ${status}). Ihre Antworten bleiben erhalten; versuchen Sie es erneut.`,
  fieldsRejected: 'Einige Antworten müssen geändert werden; siehe die Hinweise unter den Feldern.',
  networkError:
    'Der Server war nicht erreichbar. Ihre Antworten bleiben erhalten; versuchen Sie es erneut.',
  timeout:
    'Der Server hat zu lange nicht geantwortet. Ihre Antworten bleiben erhalten; versuchen Sie es erneut.',
  actionFailed:
    'Etwas ist schiefgelaufen. Ihre Antworten bleiben erhalten; versuchen Sie es erneut.',
  interactionFailed:
    'Ihre Antwort wurde gesendet, aber der Chat konnte sie nicht vermerken. Versuchen Sie es erneut.',
  unsafeUrl: 'Dieser Link kann nicht geöffnet werden.',
  unusableButton: (reason) => `Diese Schaltfläche kann nicht verwendet werden: ${reason}`,
  actionUnavailable: 'Diese Schaltfläche funktioniert hier nicht.',
  retry: 'Erneut versuchen',
  completion: 'Vielen Dank, dass Sie das Formular ausgefüllt haben.',
  loading: 'Formular wird geladen…',
  unrenderable: 'Dieses Formular kann nicht angezeigt werden.',
  unrenderableDetails: 'Warum',
  elementFailed: 'Dieser Teil des Formulars konnte nicht angezeigt werden.',
  required: 'erforderlich',
  emptyOption: 'Auswählen…',
  timeZone: (label) => `Zeitzone: ${label}`,
  repeatedTime: (time) =>
    `${time} gibt es an diesem Tag zweimal, weil die Uhren zurückgestellt werden. Welche ist gemeint?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} gibt es an diesem Tag nicht: Die Uhren springen auf ${nextTime} vor. Wählen Sie eine andere Uhrzeit.`,
  senderReadOnly: 'Sie haben dieses Formular gesendet und können es daher nicht selbst ausfüllen.',
  fieldShown: (label) => `Jetzt sichtbar: ${label}`,
};

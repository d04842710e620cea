import type { FormMessages } from '../messages.js';

/** The form's texts in Hungarian, written for chatforms. */
export const hu: FormMessages = {
  locale: 'hu',
  fieldError: (issue) => issue.text,
  requiredField: 'Ezt a mezőt ki kell tölteni',
  requiredChoice: 'Válasszon egy lehetőséget',
  requiredChoices: 'Válasszon legalább egy lehetőséget',
  tooShort: (minimum) => `Legalább ${minimum} karaktert használjon`,
  tooLong: (maximum) => `Legfeljebb ${maximum} karaktert használjon`,
  patternMismatch: 'A szöveget a kért formátumban adja meg',
  tooFewChoices: (minimum) => `Válasszon legalább ${minimum} lehetőséget`,
  tooManyChoices: (maximum) => `Válasszon legfeljebb ${maximum} lehetőséget`,
  outOfRange: (lowest, highest) => `Válasszon egy egész számot ${lowest} és ${highest} között`,
  charactersLeft: (remaining) =>
    remaining >= 0
      ? `Még ${remaining} karakter írható`
      : `${-remaining} karakterrel több a megengedettnél`,
  tooEarly: (earliest) => `Válasszon ${earliest} vagy későbbi időpontot`,
  tooLate: (latest) => `Válasszon ${latest} vagy korábbi időpontot`,
  // A noun after a number stays singular in Hungarian, so one sentence serves every count.
  invalidFieldCount: (count) => `${count} mezőt javítani kell.`,
  sending: 'Küldés…',
  sent: 'Elküldve.',
  changesNotSent: 'A küldés közben tett módosítások nem lettek elküldve.',
  requestFailed: (status) =>
    `A szerver nem tudta ezt fogadni (hibakód: ${status}). A válaszai megmaradtak; próbálja újra.`,
  fieldsRejected: 'Néhány választ módosítani kell; lásd az üzeneteket a mezők alatt.',
  networkError: 'A szerver nem érhető el. A válaszai megmaradtak; próbálja újra.',
  timeout: 'A szerver túl sokáig nem válaszolt. A válaszai megmaradtak; próbálja újra.',
  actionFailed: 'Hiba történt. A válaszai megmaradtak; próbálja újra.',
  interactionFailed: 'A válaszát elküldtük, de a csevegés nem tudta rögzíteni. Próbálja újra.',
  unsafeUrl: 'Ez a hivatkozás nem nyitható meg.',
  unusableButton: (reason) => `Ez a gomb nem használható: ${reason}`,
  actionUnavailable: 'Ez a gomb itt nem működik.',
  retry: 'Újra',
  completion: 'Köszönjük, hogy kitöltötte az űrlapot.',
  loading: 'Az űrlap betöltése…',
  unrenderable: 'Ez az űrlap nem jeleníthető meg.',
  unrenderableDetails: 'Miért',
  elementFailed: 'Az űrlap ezen része nem jeleníthető meg.',
  required: 'kötelező',
  emptyOption: 'Válasszon…',
  timeZone: (label) => `Időzóna: ${label}`,
  repeatedTime: (time) =>
    `Ezen a napon ${time} kétszer van, mert visszaállítják az órákat. Melyikre gondol?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Ezen a napon nincs ${time}: az órákat előreállítják, a következő időpont ${nextTime}. Válasszon másik időpontot.`,
  senderReadOnly: 'Ön küldte ezt az űrlapot, ezért nem töltheti ki.',
  fieldShown: (label) => `Most látható: ${label}`,
};

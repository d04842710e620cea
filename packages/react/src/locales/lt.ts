import type { FormMessages } from '../messages.js';

/** The form's texts in Lithuanian, written for chatforms. */
export const lt: FormMessages = {
  locale: 'lt',
  fieldError: (issue) => issue.text,
  requiredField: 'Šį lauką būtina užpildyti',
  requiredChoice: 'Pasirinkite vieną parinktį',
  requiredChoices: 'Pasirinkite bent vieną parinktį',
  tooShort: (minimum) => `Mažiausias simbolių skaičius: ${minimum}`,
  tooLong: (maximum) => `Didžiausias simbolių skaičius: ${maximum}`,
  patternMismatch: 'Įveskite tekstą prašomu formatu',
  tooFewChoices: (minimum) => `Mažiausias parinkčių skaičius: ${minimum}`,
  tooManyChoices: (maximum) => `Didžiausias parinkčių skaičius: ${maximum}`,
  outOfRange: (lowest, highest) => `Pasirinkite sveikąjį skaičių nuo ${lowest} iki ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Liko simbolių: ${remaining}` : `Per daug simbolių: ${-remaining}`,
  tooEarly: (earliest) => `Pasirinkite ${earliest} arba vėlesnį laiką`,
  tooLate: (latest) => `Pasirinkite ${latest} arba ankstesnį laiką`,
  // "Label: number" reads naturally and needs none of Lithuanian's three plural forms.
  invalidFieldCount: (count) => `Laukų, kuriuos reikia pataisyti: ${count}.`,
  sending: 'Siunčiama…',
  sent: 'Išsiųsta.',
  changesNotSent: 'Pakeitimai, atlikti siunčiant, nebuvo išsiųsti.',
  requestFailed: (status) =>
    `Serveris negalėjo to priimti (klaida ${status}). Jūsų atsakymai išsaugoti; bandykite dar kartą.`,
  fieldsRejected: 'Kai kuriuos atsakymus reikia pakeisti; žr. pranešimus po laukais.',
  networkError: 'Nepavyko pasiekti serverio. Jūsų atsakymai išsaugoti; bandykite dar kartą.',
  timeout: 'Serveris per ilgai neatsakė. Jūsų atsakymai išsaugoti; bandykite dar kartą.',
  actionFailed: 'Kažkas nepavyko. Jūsų atsakymai išsaugoti; bandykite dar kartą.',
  interactionFailed:
    'Jūsų atsakymas išsiųstas, bet pokalbis negalėjo jo užfiksuoti. Bandykite dar kartą.',
  unsafeUrl: 'Šios nuorodos atverti negalima.',
  unusableButton: (reason) => `Šio mygtuko naudoti negalima: ${reason}`,
  actionUnavailable: 'Šis mygtukas čia neveikia.',
  retry: 'Bandyti dar kartą',
  completion: 'Dėkojame, kad užpildėte formą.',
  loading: 'Įkeliama forma…',
  unrenderable: 'Šios formos parodyti negalima.',
  unrenderableDetails: 'Kodėl',
  elementFailed: 'Šios formos dalies nepavyko parodyti.',
  required: 'privaloma',
  emptyOption: 'Pasirinkite…',
  timeZone: (label) => `Laiko juosta: ${label}`,
  repeatedTime: (time) =>
    `Šią dieną ${time} būna du kartus, nes laikrodžiai atsukami atgal. Kurį laiką turite omenyje?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Šią dieną ${time} nėra: laikrodžiai persukami į priekį iki ${nextTime}. Pasirinkite kitą laiką.`,
  senderReadOnly: 'Šią formą išsiuntėte jūs, todėl negalite jos pildyti.',
  fieldShown: (label) => `Dabar rodoma: ${label}`,
};

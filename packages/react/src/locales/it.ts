import type { FormMessages } from '../messages.js';

/** The form's texts in Italian, written for chatforms. */
export const it: FormMessages = {
  locale: 'it',
  fieldError: (issue) => issue.text,
  requiredField: 'Questo campo è obbligatorio',
  requiredChoice: 'Scegli un’opzione',
  requiredChoices: 'Scegli almeno un’opzione',
  tooShort: (minimum) =>
    minimum === 1 ? 'Usa almeno 1 carattere' : `Usa almeno ${minimum} caratteri`,
  tooLong: (maximum) =>
    maximum === 1 ? 'Usa al massimo 1 carattere' : `Usa al massimo ${maximum} caratteri`,
  patternMismatch: 'Scrivi il testo nel formato richiesto',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Scegli almeno 1 opzione' : `Scegli almeno ${minimum} opzioni`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Scegli al massimo 1 opzione' : `Scegli al massimo ${maximum} opzioni`,
  outOfRange: (lowest, highest) => `Scegli un numero intero da ${lowest} a ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Caratteri rimanenti: ${remaining}` : `Caratteri in eccesso: ${-remaining}`,
  tooEarly: (earliest) => `Scegli ${earliest} o una data successiva`,
  tooLate: (latest) => `Scegli ${latest} o una data precedente`,
  invalidFieldCount: (count) =>
    count === 1 ? 'C’è 1 campo da controllare.' : `Ci sono ${count} campi da controllare.`,
  sending: 'Invio in corso…',
  sent: 'Inviato.',
  changesNotSent: 'Le modifiche fatte durante l’invio non sono state inviate.',
  requestFailed: (status) =>
    `Il server non ha potuto accettare l’invio (errore ${status}). Le tue risposte sono conservate; riprova.`,
  fieldsRejected: 'Alcune risposte vanno modificate; vedi i messaggi sotto i campi.',
  networkError: 'Impossibile raggiungere il server. Le tue risposte sono conservate; riprova.',
  timeout: 'Il server ha impiegato troppo a rispondere. Le tue risposte sono conservate; riprova.',
  actionFailed: 'Qualcosa è andato storto. Le tue risposte sono conservate; riprova.',
  interactionFailed:
    'La tua risposta è stata inviata, ma la chat non ha potuto registrarla. Riprova.',
  unsafeUrl: 'Questo link non può essere aperto.',
  unusableButton: (reason) => `Questo pulsante non può essere usato: ${reason}`,
  actionUnavailable: 'Questo pulsante qui non funziona.',
  retry: 'Riprova',
  completion: 'Grazie per aver compilato il modulo.',
  loading: 'Caricamento del modulo…',
  unrenderable: 'Questo modulo non può essere mostrato.',
  unrenderableDetails: 'Perché',
  elementFailed: 'Questa parte del modulo non ha potuto essere mostrata.',
  required: 'obbligatorio',
  emptyOption: 'Scegli…',
  timeZone: (label) => `Fuso orario: ${label}`,
  repeatedTime: (time) =>
    `Le ${time} ricorrono due volte in questo giorno, perché gli orologi tornano indietro. Quali intendi?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Le ${time} non esistono in questo giorno: gli orologi passano direttamente alle ${nextTime}. Scegli un altro orario.`,
  senderReadOnly: 'Hai inviato tu questo modulo, quindi non puoi compilarlo.',
  fieldShown: (label) => `Ora visibile: ${label}`,
};

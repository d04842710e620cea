import type { FormMessages } from '../messages.js';

/** The form's texts in Spanish, written for chatforms. */
export const es: FormMessages = {
  locale: 'es',
  fieldError: (issue) => issue.text,
  requiredField: 'Este campo es obligatorio',
  requiredChoice: 'Elige una opción',
  requiredChoices: 'Elige al menos una opción',
  tooShort: (minimum) =>
    minimum === 1 ? 'Usa al menos 1 carácter' : `Usa al menos ${minimum} caracteres`,
  tooLong: (maximum) =>
    maximum === 1 ? 'Usa como máximo 1 carácter' : `Usa como máximo ${maximum} caracteres`,
  patternMismatch: 'Escribe el texto en el formato indicado',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Elige al menos 1 opción' : `Elige al menos ${minimum} opciones`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Elige como máximo 1 opción' : `Elige como máximo ${maximum} opciones`,
  outOfRange: (lowest, highest) => `Elige un número entero del ${lowest} al ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Caracteres restantes: ${remaining}` : `Caracteres de más: ${-remaining}`,
  tooEarly: (earliest) => `Elige ${earliest} o una fecha posterior`,
  tooLate: (latest) => `Elige ${latest} o una fecha anterior`,
  invalidFieldCount: (count) =>
    count === 1 ? 'Hay 1 campo que revisar.' : `Hay ${count} campos que revisar.`,
  sending: 'Enviando…',
  sent: 'Enviado.',
  changesNotSent: 'Los cambios hechos durante el envío no se enviaron.',
  requestFailed: (status) =>
    `El servidor no pudo aceptar el envío (error ${status}). Tus respuestas se conservan; vuelve a intentarlo.`,
  fieldsRejected: 'Hay respuestas que cambiar; mira los mensajes debajo de los campos.',
  networkError:
    'No se pudo contactar con el servidor. Tus respuestas se conservan; vuelve a intentarlo.',
  timeout:
    'El servidor tardó demasiado en responder. Tus respuestas se conservan; vuelve a intentarlo.',
  actionFailed: 'Algo salió mal. Tus respuestas se conservan; vuelve a intentarlo.',
  interactionFailed:
    'Tu respuesta se envió, pero el chat no pudo registrarla. Vuelve a intentarlo.',
  unsafeUrl: 'Este enlace no se puede abrir.',
  unusableButton: (reason) => `Este botón no se puede usar: ${reason}`,
  actionUnavailable: 'Este botón no funciona aquí.',
  retry: 'Reintentar',
  completion: 'Gracias por rellenar el formulario.',
  loading: 'Cargando el formulario…',
  unrenderable: 'Este formulario no se puede mostrar.',
  unrenderableDetails: 'Por qué',
  elementFailed: 'Esta parte del formulario no se pudo mostrar.',
  required: 'obligatorio',
  emptyOption: 'Elegir…',
  timeZone: (label) => `Zona horaria: ${label}`,
  repeatedTime: (time) =>
    `Las ${time} ocurren dos veces este día, porque se atrasan los relojes. ¿Cuál de las dos?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Las ${time} no existen este día: los relojes se adelantan hasta las ${nextTime}. Elige otra hora.`,
  senderReadOnly: 'Enviaste este formulario, así que no puedes rellenarlo.',
  fieldShown: (label) => `Ahora visible: ${label}`,
};

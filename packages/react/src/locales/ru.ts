import type { FormMessages } from '../messages.js';

/** The form's texts in Russian, written for chatforms. */
export const ru: FormMessages = {
  locale: 'ru',
  fieldError: (issue) => issue.text,
  requiredField: 'Это поле обязательно',
  requiredChoice: 'Выберите вариант',
  requiredChoices: 'Выберите хотя бы один вариант',
  tooShort: (minimum) => `Минимальное число символов: ${minimum}`,
  tooLong: (maximum) => `Максимальное число символов: ${maximum}`,
  patternMismatch: 'Введите текст в требуемом формате',
  tooFewChoices: (minimum) => `Минимальное число вариантов: ${minimum}`,
  tooManyChoices: (maximum) => `Максимальное число вариантов: ${maximum}`,
  outOfRange: (lowest, highest) => `Выберите целое число от ${lowest} до ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Осталось символов: ${remaining}` : `Лишних символов: ${-remaining}`,
  tooEarly: (earliest) => `Выберите ${earliest} или позже`,
  tooLate: (latest) => `Выберите ${latest} или раньше`,
  // "Label: number" reads naturally and needs none of Russian's three plural forms.
  invalidFieldCount: (count) => `Полей, которые нужно исправить: ${count}.`,
  sending: 'Отправка…',
  sent: 'Отправлено.',
  changesNotSent: 'Изменения, сделанные во время отправки, не отправлены.',
  requestFailed: (status) =>
    `Сервер не смог это принять (ошибка ${status}). Ваши ответы сохранены; попробуйте ещё раз.`,
  fieldsRejected: 'Некоторые ответы нужно изменить; см. сообщения под полями.',
  networkError: 'Не удалось связаться с сервером. Ваши ответы сохранены; попробуйте ещё раз.',
  timeout: 'Сервер слишком долго не отвечал. Ваши ответы сохранены; попробуйте ещё раз.',
  actionFailed: 'Что-то пошло не так. Ваши ответы сохранены; попробуйте ещё раз.',
  interactionFailed: 'Ваш ответ отправлен, но чат не смог его записать. Попробуйте ещё раз.',
  unsafeUrl: 'Эту ссылку нельзя открыть.',
  unusableButton: (reason) => `Этой кнопкой нельзя воспользоваться: ${reason}`,
  actionUnavailable: 'Эта кнопка здесь не работает.',
  retry: 'Повторить',
  completion: 'Спасибо, что заполнили форму.',
  loading: 'Загрузка формы…',
  unrenderable: 'Эту форму нельзя показать.',
  unrenderableDetails: 'Почему',
  elementFailed: 'Эту часть формы не удалось показать.',
  required: 'обязательно',
  emptyOption: 'Выберите…',
  timeZone: (label) => `Часовой пояс: ${label}`,
  repeatedTime: (time) =>
    `В этот день ${time} наступает дважды: часы переводят назад. Какое время вы имеете в виду?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `В этот день нет времени ${time}: часы переводят вперёд, сразу на ${nextTime}. Выберите другое время.`,
  senderReadOnly: 'Вы отправили эту форму сами, поэтому не можете её заполнить.',
  fieldShown: (label) => `Теперь показано: ${label}`,
};

import type { FormMessages } from '../messages.js';

/** The form's texts in Hebrew, written for chatforms. */
export const he: FormMessages = {
  locale: 'he',
  fieldError: (issue) => issue.text,
  requiredField: 'זהו שדה חובה',
  requiredChoice: 'יש לבחור אפשרות',
  requiredChoices: 'יש לבחור אפשרות אחת לפחות',
  tooShort: (minimum) => `מספר התווים המינימלי: ${minimum}`,
  tooLong: (maximum) => `מספר התווים המרבי: ${maximum}`,
  patternMismatch: 'יש להזין טקסט בתבנית המבוקשת',
  tooFewChoices: (minimum) => `מספר האפשרויות המינימלי: ${minimum}`,
  tooManyChoices: (maximum) => `מספר האפשרויות המרבי: ${maximum}`,
  outOfRange: (lowest, highest) => `יש לבחור מספר שלם מ־${lowest} עד ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `תווים שנותרו: ${remaining}` : `תווים מעבר למותר: ${-remaining}`,
  tooEarly: (earliest) => `יש לבחור ${earliest} או מאוחר יותר`,
  tooLate: (latest) => `יש לבחור ${latest} או מוקדם יותר`,
  invalidFieldCount: (count) =>
    count === 1 ? 'שדה אחד דורש תיקון.' : `${count} שדות דורשים תיקון.`,
  sending: 'שולח…',
  sent: 'נשלח.',
  changesNotSent: 'שינויים שנעשו בזמן השליחה לא נשלחו.',
  requestFailed: (status) =>
    `השרת לא הצליח לקבל את זה (שגיאה ${status}). התשובות שלך נשמרו; אפשר לנסות שוב.`,
  fieldsRejected: 'יש תשובות שצריך לשנות; ההודעות מופיעות מתחת לשדות.',
  networkError: 'לא ניתן היה להגיע לשרת. התשובות שלך נשמרו; אפשר לנסות שוב.',
  timeout: 'השרת לא ענה בזמן. התשובות שלך נשמרו; אפשר לנסות שוב.',
  actionFailed: 'משהו השתבש. התשובות שלך נשמרו; אפשר לנסות שוב.',
  interactionFailed: 'התשובה שלך נשלחה, אבל הצ׳אט לא הצליח לתעד אותה. אפשר לנסות שוב.',
  unsafeUrl: 'לא ניתן לפתוח את הקישור הזה.',
  unusableButton: (reason) => `לא ניתן להשתמש בכפתור הזה: ${reason}`,
  actionUnavailable: 'הכפתור הזה לא עובד כאן.',
  retry: 'לנסות שוב',
  completion: 'תודה שמילאת את הטופס.',
  loading: 'הטופס נטען…',
  unrenderable: 'לא ניתן להציג את הטופס הזה.',
  unrenderableDetails: 'למה',
  elementFailed: 'לא ניתן היה להציג את החלק הזה של הטופס.',
  required: 'חובה',
  emptyOption: 'בחירה…',
  timeZone: (label) => `אזור זמן: ${label}`,
  repeatedTime: (time) =>
    `השעה ${time} חוזרת פעמיים ביום הזה, כי השעון מוחזר לאחור. לאיזו מהן הכוונה?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `השעה ${time} לא קיימת ביום הזה: השעון מוקדם ישר ל־${nextTime}. יש לבחור שעה אחרת.`,
  senderReadOnly: 'שלחת את הטופס הזה בעצמך, ולכן אין באפשרותך למלא אותו.',
  fieldShown: (label) => `מוצג כעת: ${label}`,
};

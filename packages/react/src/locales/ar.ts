import type { FormMessages } from '../messages.js';

/** The form's texts in Arabic (Modern Standard), written for chatforms. */
export const ar: FormMessages = {
  locale: 'ar',
  fieldError: (issue) => issue.text,
  requiredField: 'هذا الحقل مطلوب',
  requiredChoice: 'اختر خيارًا',
  requiredChoices: 'اختر خيارًا واحدًا على الأقل',
  tooShort: (minimum) => `الحد الأدنى لعدد الأحرف: ${minimum}`,
  tooLong: (maximum) => `الحد الأقصى لعدد الأحرف: ${maximum}`,
  patternMismatch: 'أدخل النص بالتنسيق المطلوب',
  tooFewChoices: (minimum) => `الحد الأدنى لعدد الخيارات: ${minimum}`,
  tooManyChoices: (maximum) => `الحد الأقصى لعدد الخيارات: ${maximum}`,
  outOfRange: (lowest, highest) => `اختر عددًا صحيحًا من ${lowest} إلى ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `الأحرف المتبقية: ${remaining}` : `أحرف زائدة: ${-remaining}`,
  tooEarly: (earliest) => `اختر ${earliest} أو ما بعده`,
  tooLate: (latest) => `اختر ${latest} أو ما قبله`,
  // "Label: number" reads naturally and needs none of Arabic's six plural forms.
  invalidFieldCount: (count) => `عدد الحقول التي تحتاج إلى تصحيح: ${count}.`,
  sending: 'جارٍ الإرسال…',
  sent: 'تم الإرسال.',
  changesNotSent: 'لم تُرسل التغييرات التي أُجريت أثناء الإرسال.',
  requestFailed: (status) =>
    `تعذّر على الخادم قبول هذا (خطأ ${status}). إجاباتك محفوظة؛ حاول مرة أخرى.`,
  fieldsRejected: 'بعض الإجابات تحتاج إلى تعديل؛ راجع الرسائل أسفل الحقول.',
  networkError: 'تعذّر الوصول إلى الخادم. إجاباتك محفوظة؛ حاول مرة أخرى.',
  timeout: 'استغرق الخادم وقتًا طويلًا للرد. إجاباتك محفوظة؛ حاول مرة أخرى.',
  actionFailed: 'حدث خطأ ما. إجاباتك محفوظة؛ حاول مرة أخرى.',
  interactionFailed: 'أُرسلت إجابتك، لكن المحادثة لم تتمكن من تسجيلها. حاول مرة أخرى.',
  unsafeUrl: 'لا يمكن فتح هذا الرابط.',
  unusableButton: (reason) => `لا يمكن استخدام هذا الزر: ${reason}`,
  actionUnavailable: 'هذا الزر لا يعمل هنا.',
  retry: 'حاول مرة أخرى',
  completion: 'شكرًا لك على تعبئة النموذج.',
  loading: 'جارٍ تحميل النموذج…',
  unrenderable: 'لا يمكن عرض هذا النموذج.',
  unrenderableDetails: 'السبب',
  elementFailed: 'تعذّر عرض هذا الجزء من النموذج.',
  required: 'مطلوب',
  emptyOption: 'اختر…',
  timeZone: (label) => `المنطقة الزمنية: ${label}`,
  repeatedTime: (time) => `تتكرر الساعة ${time} مرتين في هذا اليوم لأن الساعات تُؤخَّر. أيهما تقصد؟`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(غرينتش${offset})`,
  skippedTime: (time, nextTime) =>
    `الساعة ${time} غير موجودة في هذا اليوم: تُقدَّم الساعات مباشرة إلى ${nextTime}. اختر وقتًا آخر.`,
  senderReadOnly: 'أنت من أرسل هذا النموذج، لذا لا يمكنك تعبئته.',
  fieldShown: (label) => `يظهر الآن: ${label}`,
};

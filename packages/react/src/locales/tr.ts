import type { FormMessages } from '../messages.js';

/** The form's texts in Turkish, written for chatforms. */
export const tr: FormMessages = {
  locale: 'tr',
  fieldError: (issue) => issue.text,
  requiredField: 'Bu alan zorunludur',
  requiredChoice: 'Bir seçenek seçin',
  requiredChoices: 'En az bir seçenek seçin',
  tooShort: (minimum) => `En az ${minimum} karakter kullanın`,
  tooLong: (maximum) => `En fazla ${maximum} karakter kullanın`,
  patternMismatch: 'Metni istenen biçimde girin',
  tooFewChoices: (minimum) => `En az ${minimum} seçenek seçin`,
  tooManyChoices: (maximum) => `En fazla ${maximum} seçenek seçin`,
  outOfRange: (lowest, highest) => `${lowest} ile ${highest} arasında bir tam sayı seçin`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `${remaining} karakter kaldı` : `${-remaining} karakter fazla`,
  tooEarly: (earliest) => `${earliest} veya sonrasını seçin`,
  tooLate: (latest) => `${latest} veya öncesini seçin`,
  // A noun after a number stays singular in Turkish, so one sentence serves every count.
  invalidFieldCount: (count) => `${count} alanın düzeltilmesi gerekiyor.`,
  sending: 'Gönderiliyor…',
  sent: 'Gönderildi.',
  changesNotSent: 'Gönderim sırasında yapılan değişiklikler gönderilmedi.',
  requestFailed: (status) =>
    `Sunucu bunu kabul edemedi (hata ${status}). Yanıtlarınız korunuyor; yeniden deneyin.`,
  fieldsRejected: 'Bazı yanıtların değişmesi gerekiyor; alanların altındaki iletilere bakın.',
  networkError: 'Sunucuya ulaşılamadı. Yanıtlarınız korunuyor; yeniden deneyin.',
  timeout: 'Sunucu çok geç yanıt verdi. Yanıtlarınız korunuyor; yeniden deneyin.',
  actionFailed: 'Bir şeyler ters gitti. Yanıtlarınız korunuyor; yeniden deneyin.',
  interactionFailed: 'Yanıtınız gönderildi, ancak sohbet bunu kaydedemedi. Yeniden deneyin.',
  unsafeUrl: 'Bu bağlantı açılamaz.',
  unusableButton: (reason) => `Bu düğme kullanılamaz: ${reason}`,
  actionUnavailable: 'Bu düğme burada çalışmıyor.',
  retry: 'Yeniden dene',
  completion: 'Formu doldurduğunuz için teşekkürler.',
  loading: 'Form yükleniyor…',
  unrenderable: 'Bu form gösterilemiyor.',
  unrenderableDetails: 'Neden',
  elementFailed: 'Formun bu bölümü gösterilemedi.',
  required: 'zorunlu',
  emptyOption: 'Seçin…',
  timeZone: (label) => `Saat dilimi: ${label}`,
  repeatedTime: (time) =>
    `Bu gün saatler geri alındığı için ${time} iki kez yaşanıyor. Hangisini kastediyorsunuz?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Bu gün ${time} yok: saatler doğrudan ${nextTime} saatine ileri alınıyor. Başka bir saat seçin.`,
  senderReadOnly: 'Bu formu siz gönderdiniz, bu yüzden dolduramazsınız.',
  fieldShown: (label) => `Şimdi görünüyor: ${label}`,
};

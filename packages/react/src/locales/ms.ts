import type { FormMessages } from '../messages.js';

/** The form's texts in Malay, written for chatforms. */
export const ms: FormMessages = {
  locale: 'ms',
  fieldError: (issue) => issue.text,
  requiredField: 'Medan ini wajib diisi',
  requiredChoice: 'Pilih satu pilihan',
  requiredChoices: 'Pilih sekurang-kurangnya satu pilihan',
  tooShort: (minimum) => `Gunakan sekurang-kurangnya ${minimum} aksara`,
  tooLong: (maximum) => `Gunakan tidak lebih daripada ${maximum} aksara`,
  patternMismatch: 'Masukkan teks dalam format yang diminta',
  tooFewChoices: (minimum) => `Pilih sekurang-kurangnya ${minimum} pilihan`,
  tooManyChoices: (maximum) => `Pilih tidak lebih daripada ${maximum} pilihan`,
  outOfRange: (lowest, highest) => `Pilih nombor bulat dari ${lowest} hingga ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `${remaining} aksara lagi` : `Terlebih ${-remaining} aksara`,
  tooEarly: (earliest) => `Pilih ${earliest} atau selepasnya`,
  tooLate: (latest) => `Pilih ${latest} atau sebelumnya`,
  invalidFieldCount: (count) => `${count} medan perlu disemak.`,
  sending: 'Menghantar…',
  sent: 'Dihantar.',
  changesNotSent: 'Perubahan yang dibuat semasa menghantar tidak dihantar.',
  requestFailed: (status) =>
    `Pelayan tidak dapat menerima ini (ralat ${status}). Jawapan anda disimpan; cuba lagi.`,
  fieldsRejected: 'Beberapa jawapan perlu diubah; lihat mesej di bawah medan.',
  networkError: 'Pelayan tidak dapat dihubungi. Jawapan anda disimpan; cuba lagi.',
  timeout: 'Pelayan mengambil masa terlalu lama untuk menjawab. Jawapan anda disimpan; cuba lagi.',
  actionFailed: 'Sesuatu tidak kena. Jawapan anda disimpan; cuba lagi.',
  interactionFailed:
    'Jawapan anda telah dihantar, tetapi sembang tidak dapat merekodkannya. Cuba lagi.',
  unsafeUrl: 'Pautan ini tidak boleh dibuka.',
  unusableButton: (reason) => `Butang ini tidak boleh digunakan: ${reason}`,
  actionUnavailable: 'Butang ini tidak berfungsi di sini.',
  retry: 'Cuba lagi',
  completion: 'Terima kasih kerana mengisi borang ini.',
  loading: 'Memuatkan borang…',
  unrenderable: 'Borang ini tidak dapat dipaparkan.',
  unrenderableDetails: 'Sebabnya',
  elementFailed: 'Bahagian borang ini tidak dapat dipaparkan.',
  required: 'wajib',
  emptyOption: 'Pilih…',
  timeZone: (label) => `Zon waktu: ${label}`,
  repeatedTime: (time) =>
    `Pukul ${time} berlaku dua kali pada hari ini kerana jam diundurkan. Yang mana satu?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `Pukul ${time} tiada pada hari ini: jam dimajukan terus ke ${nextTime}. Pilih waktu lain.`,
  senderReadOnly: 'Anda menghantar borang ini, jadi anda tidak boleh mengisinya.',
  fieldShown: (label) => `Kini dipaparkan: ${label}`,
};

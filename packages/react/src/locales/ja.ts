import type { FormMessages } from '../messages.js';

/** The form's texts in Japanese, written for chatforms. */
export const ja: FormMessages = {
  locale: 'ja',
  fieldError: (issue) => issue.text,
  requiredField: 'この項目は必須です',
  requiredChoice: '選択肢を1つ選んでください',
  requiredChoices: '1つ以上選んでください',
  tooShort: (minimum) => `${minimum}文字以上で入力してください`,
  tooLong: (maximum) => `${maximum}文字以内で入力してください`,
  patternMismatch: '指定された形式で入力してください',
  tooFewChoices: (minimum) => `${minimum}つ以上選んでください`,
  tooManyChoices: (maximum) => `${maximum}つまで選べます`,
  outOfRange: (lowest, highest) => `${lowest}から${highest}までの整数を選んでください`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `残り${remaining}文字` : `${-remaining}文字超過しています`,
  tooEarly: (earliest) => `${earliest}以降を選んでください`,
  tooLate: (latest) => `${latest}以前を選んでください`,
  invalidFieldCount: (count) => `確認が必要な項目が${count}件あります。`,
  sending: '送信中…',
  sent: '送信しました。',
  changesNotSent: '送信中に行った変更は送信されていません。',
  requestFailed: (status) =>
    `サーバーが受け付けませんでした(エラー ${status})。回答は残っています。もう一度お試しください。`,
  fieldsRejected: '一部の回答に修正が必要です。各項目の下のメッセージをご覧ください。',
  networkError: 'サーバーに接続できませんでした。回答は残っています。もう一度お試しください。',
  timeout: 'サーバーの応答に時間がかかりすぎました。回答は残っています。もう一度お試しください。',
  actionFailed: '問題が発生しました。回答は残っています。もう一度お試しください。',
  interactionFailed:
    '回答は送信されましたが、チャットに記録できませんでした。もう一度お試しください。',
  unsafeUrl: 'このリンクは開けません。',
  unusableButton: (reason) => `このボタンは使用できません: ${reason}`,
  actionUnavailable: 'このボタンはここでは使えません。',
  retry: '再試行',
  completion: 'フォームへのご記入ありがとうございました。',
  loading: 'フォームを読み込んでいます…',
  unrenderable: 'このフォームは表示できません。',
  unrenderableDetails: '理由',
  elementFailed: 'フォームのこの部分は表示できませんでした。',
  required: '必須',
  emptyOption: '選択してください…',
  timeZone: (label) => `タイムゾーン: ${label}`,
  repeatedTime: (time) => `この日は時計が戻されるため、${time}が2回あります。どちらですか?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `この日は時計が${nextTime}に進められるため、${time}は存在しません。別の時刻を選んでください。`,
  senderReadOnly: 'このフォームはあなたが送信したものなので、記入できません。',
  fieldShown: (label) => `表示されました：${label}`,
};

import type { FormMessages } from '../messages.js';

/** The form's texts in Korean, written for chatforms. */
export const ko: FormMessages = {
  locale: 'ko',
  fieldError: (issue) => issue.text,
  requiredField: '필수 입력 항목입니다',
  requiredChoice: '옵션을 하나 선택하세요',
  requiredChoices: '옵션을 하나 이상 선택하세요',
  tooShort: (minimum) => `${minimum}자 이상 입력하세요`,
  tooLong: (maximum) => `${maximum}자 이하로 입력하세요`,
  patternMismatch: '요청한 형식으로 입력하세요',
  tooFewChoices: (minimum) => `옵션을 ${minimum}개 이상 선택하세요`,
  tooManyChoices: (maximum) => `옵션을 ${maximum}개 이하로 선택하세요`,
  charactersLeft: (remaining) => (remaining >= 0 ? `${remaining}자 남음` : `${-remaining}자 초과`),
  tooEarly: (earliest) => `${earliest} 이후를 선택하세요`,
  tooLate: (latest) => `${latest} 이전을 선택하세요`,
  invalidFieldCount: (count) => `확인이 필요한 항목이 ${count}개 있습니다.`,
  sending: '보내는 중…',
  sent: '보냈습니다.',
  changesNotSent: '보내는 동안 바꾼 내용은 전송되지 않았습니다.',
  requestFailed: (status) =>
    `서버가 요청을 받아들이지 못했습니다(오류 ${status}). 답변은 그대로 남아 있으니 다시 시도하세요.`,
  fieldsRejected: '일부 답변을 고쳐야 합니다. 항목 아래의 메시지를 확인하세요.',
  networkError: '서버에 연결할 수 없습니다. 답변은 그대로 남아 있으니 다시 시도하세요.',
  timeout: '서버 응답이 너무 늦습니다. 답변은 그대로 남아 있으니 다시 시도하세요.',
  actionFailed: '문제가 발생했습니다. 답변은 그대로 남아 있으니 다시 시도하세요.',
  interactionFailed: '답변은 보냈지만 채팅에 기록하지 못했습니다. 다시 시도하세요.',
  unsafeUrl: '이 링크는 열 수 없습니다.',
  unusableButton: (reason) => `이 버튼은 사용할 수 없습니다: ${reason}`,
  actionUnavailable: '이 버튼은 여기서 작동하지 않습니다.',
  retry: '다시 시도',
  completion: '양식을 작성해 주셔서 감사합니다.',
  loading: '양식을 불러오는 중…',
  unrenderable: '이 양식을 표시할 수 없습니다.',
  unrenderableDetails: '이유',
  elementFailed: '양식의 이 부분을 표시할 수 없습니다.',
  required: '필수',
  emptyOption: '선택…',
  timeZone: (label) => `시간대: ${label}`,
  repeatedTime: (time) =>
    `이날은 시계를 뒤로 돌리므로 ${time}이(가) 두 번 있습니다. 어느 쪽인가요?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `이날은 시계가 ${nextTime}(으)로 앞당겨져 ${time}이(가) 없습니다. 다른 시간을 선택하세요.`,
  senderReadOnly: '내가 보낸 양식이므로 작성할 수 없습니다.',
  fieldShown: (label) => `이제 표시됨: ${label}`,
};

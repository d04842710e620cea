import type { FormMessages } from '../messages.js';

/** The form's texts in Portuguese, written for chatforms to read well in Brazil and Portugal. */
export const pt: FormMessages = {
  locale: 'pt',
  fieldError: (issue) => issue.text,
  requiredField: 'Este campo é obrigatório',
  requiredChoice: 'Escolha uma opção',
  requiredChoices: 'Escolha pelo menos uma opção',
  tooShort: (minimum) =>
    minimum === 1 ? 'Use pelo menos 1 caractere' : `Use pelo menos ${minimum} caracteres`,
  tooLong: (maximum) =>
    maximum === 1 ? 'Use no máximo 1 caractere' : `Use no máximo ${maximum} caracteres`,
  patternMismatch: 'Escreva o texto no formato pedido',
  tooFewChoices: (minimum) =>
    minimum === 1 ? 'Escolha pelo menos 1 opção' : `Escolha pelo menos ${minimum} opções`,
  tooManyChoices: (maximum) =>
    maximum === 1 ? 'Escolha no máximo 1 opção' : `Escolha no máximo ${maximum} opções`,
  outOfRange: (lowest, highest) => `Escolha um número inteiro de ${lowest} a ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Caracteres restantes: ${remaining}` : `Caracteres a mais: ${-remaining}`,
  tooEarly: (earliest) => `Escolha ${earliest} ou depois`,
  tooLate: (latest) => `Escolha ${latest} ou antes`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 campo precisa de revisão.' : `${count} campos precisam de revisão.`,
  sending: 'Enviando…',
  sent: 'Enviado.',
  changesNotSent: 'As alterações feitas durante o envio não foram enviadas.',
  requestFailed: (status) =>
    `O servidor não pôde aceitar o envio (erro ${status}). Suas respostas foram mantidas; tente novamente.`,
  fieldsRejected: 'Algumas respostas precisam de alteração; veja as mensagens abaixo dos campos.',
  networkError:
    'Não foi possível contactar o servidor. Suas respostas foram mantidas; tente novamente.',
  timeout:
    'O servidor demorou demais para responder. Suas respostas foram mantidas; tente novamente.',
  actionFailed: 'Algo deu errado. Suas respostas foram mantidas; tente novamente.',
  interactionFailed:
    'Sua resposta foi enviada, mas o chat não conseguiu registrá-la. Tente novamente.',
  unsafeUrl: 'Este link não pode ser aberto.',
  unusableButton: (reason) => `Este botão não pode ser usado: ${reason}`,
  actionUnavailable: 'Este botão não funciona aqui.',
  retry: 'Tentar novamente',
  completion: 'Obrigado por preencher o formulário.',
  loading: 'Carregando o formulário…',
  unrenderable: 'Este formulário não pode ser exibido.',
  unrenderableDetails: 'Por quê',
  elementFailed: 'Esta parte do formulário não pôde ser exibida.',
  required: 'obrigatório',
  emptyOption: 'Escolher…',
  timeZone: (label) => `Fuso horário: ${label}`,
  repeatedTime: (time) =>
    `${time} acontece duas vezes neste dia, porque os relógios são atrasados. Qual das duas?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} não existe neste dia: os relógios avançam direto para ${nextTime}. Escolha outro horário.`,
  senderReadOnly: 'Você enviou este formulário, por isso não pode preenchê-lo.',
  fieldShown: (label) => `Agora visível: ${label}`,
};

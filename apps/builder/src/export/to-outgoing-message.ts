import type { FormMessageInput } from '@chatforms/core';

/**
 * The message as a backend sends it: without `data.interactions`, which the chat service records
 * as readers use the form (a template such as "Completed form" carries some to show that state).
 */
export function toOutgoingMessage(message: FormMessageInput): FormMessageInput {
  if (message.data?.interactions === undefined) return message;
  const { interactions: _interactions, ...data } = message.data;
  return { ...message, data };
}

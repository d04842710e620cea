import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  createTextInputElement,
  writeNextStep,
} from '@chatforms/core';

/** A submission whose run name starts with this is answered with the next step below. */
export const nextStepRunPrefix = 'next-step';

/** The answer a server gives with a next step: a one-field form titled "Pick a slot". */
export function createNextStepAnswer(url: string): string {
  const next = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    title: 'Pick a slot',
    formFields: [createTextInputElement({ elementId: 'slot', label: 'Slot' })],
    submitElement: createButtonElement({
      elementId: 'book',
      buttonText: 'Book',
      action: createApiAction({ url }),
    }),
  });
  return JSON.stringify(writeNextStep({ ok: true }, next));
}

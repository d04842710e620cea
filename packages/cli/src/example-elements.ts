import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  findElementDefinition,
  type FormElement,
  type FormMessage,
  listElementDefinitions,
} from '@chatforms/core';

/** The sample element of a canonical element type, or undefined for any other name. */
export function createExampleElement(name: string): FormElement | undefined {
  return findElementDefinition(name)?.createExample() as FormElement | undefined;
}

/** Creates a canonical form message holding one sample element of every type. */
export function createExampleMessage(): FormMessage {
  return createFormMessage({
    receiver: 'cometchat-uid-1',
    receiverType: 'user',
    title: 'Visitor feedback',
    formFields: listElementDefinitions().map(
      (definition) => definition.createExample() as FormElement,
    ),
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/api/feedback' }),
    }),
    goalCompletionText: 'Thank you for your feedback.',
    interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
    tags: ['example'],
  });
}

import type { FormMessageInput } from '@chatforms/core';

type DraftElement = FormMessageInput['data']['interactiveData']['formFields'][number];

/** What a template says; the rest (envelope, submit button, goal) is the same for every template. */
export interface TemplateContent {
  title: string;
  formFields: DraftElement[];
  buttonText: string;
  /** Where the submit button posts the values. */
  url: string;
  /** Non-secret context the endpoint needs to tell forms apart. */
  payload?: Record<string, string>;
  goalCompletionText: string;
}

/** Creates a template's message: its fields, a submit button posting to `url`, and that button as the goal. */
export function createTemplateMessage(content: TemplateContent): FormMessageInput {
  return {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: content.title,
        formFields: content.formFields,
        submitElement: {
          elementType: 'button',
          elementId: 'submit',
          buttonText: content.buttonText,
          action: {
            actionType: 'apiAction',
            url: content.url,
            method: 'POST',
            ...(content.payload === undefined ? {} : { payload: content.payload }),
          },
        },
        goalCompletionText: content.goalCompletionText,
      },
      interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
    },
  };
}

/** Options from labels, each value the label in kebab case. */
export function createOptions(...labels: string[]): { value: string; label: string }[] {
  return labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));
}

import { defaultElementRegistry } from './elements/element-registry.js';
import type { FormMessage, FormMessageInput } from './message.js';

/** The fields of a form message, flattened for backend code. */
export interface FormMessageFields {
  receiver?: string;
  receiverType?: 'user' | 'group';
  title?: string;
  formFields: FormMessageInput['data']['interactiveData']['formFields'];
  submitElement: FormMessageInput['data']['interactiveData']['submitElement'];
  goalCompletionText?: string;
  /** The form's texts in other languages, by language tag: see `translateForm`. */
  translations?: FormMessageInput['data']['interactiveData']['translations'];
  interactionGoal?: FormMessageInput['data']['interactionGoal'];
  allowSenderInteraction?: boolean;
  metadata?: Record<string, unknown>;
  tags?: string[];
}

/**
 * Creates a canonical, fully explicit form message; throws a ZodError when it is invalid.
 * @example
 * const message = createFormMessage({
 *   receiver: 'cometchat-uid-1', receiverType: 'user', title: 'Lunch?',
 *   formFields: [createTextInputElement({ elementId: 'dish', label: 'Dish', optional: false })],
 *   submitElement: createButtonElement({ elementId: 'send', buttonText: 'Send', action: createApiAction({ url: 'https://example.org/lunch' }) }),
 * });
 */
export function createFormMessage(fields: FormMessageFields): FormMessage {
  const {
    receiver,
    receiverType,
    tags,
    title,
    formFields,
    submitElement,
    goalCompletionText,
    translations,
    ...data
  } = fields;
  const interactiveData = { title, formFields, submitElement, goalCompletionText, translations };
  return defaultElementRegistry.schemas().formMessageSchema.parse(
    withoutUndefined({
      receiver,
      receiverType,
      category: 'interactive',
      type: 'form',
      data: withoutUndefined({
        interactiveData: withoutUndefined(interactiveData),
        allowSenderInteraction: false,
        ...data,
      }),
      tags,
    }),
  );
}

function withoutUndefined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

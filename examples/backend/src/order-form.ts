import type { FormMessage } from '@chatforms/core';
import {
  createApiAction,
  createButtonElement,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
} from '@chatforms/core';

/** The form the service sends: who orders, which size, and the delivery day in 2026. */
export function createOrderForm(submissionUrl: string, receiver: string): FormMessage {
  return createFormMessage({
    receiver,
    receiverType: 'user',
    title: 'Your order',
    formFields: [
      createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
      createDropdownElement({
        elementId: 'size',
        label: 'Size',
        optional: false,
        options: [
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ],
      }),
      createDateTimeElement({
        elementId: 'day',
        label: 'Delivery day',
        mode: 'date',
        optional: false,
        timezoneCode: 'Europe/Paris',
        from: '2026-01-01',
        to: '2026-12-31',
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'order',
      buttonText: 'Order',
      action: createApiAction({ url: submissionUrl, payload: { shop: 'north' } }),
    }),
    interactionGoal: { type: 'anyOf', elementIds: ['order'] },
  });
}

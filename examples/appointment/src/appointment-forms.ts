import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  createLabelElement,
  createRadioElement,
  createSingleSelectElement,
  type FormMessage,
} from '@chatforms/core';

/** The services offered, by the value a form submits. */
const services: Record<string, string> = {
  haircut: 'Haircut',
  colour: 'Colour',
  beard: 'Beard trim',
};

/** The week's slots, by the value a form submits; one chair, so a slot is booked once. */
export const slots: Record<string, string> = {
  'mon-1000': 'Monday 10:00',
  'mon-1400': 'Monday 14:00',
  'tue-0930': 'Tuesday 9:30',
  'wed-1600': 'Wednesday 16:00',
};

function listOptions(labels: Record<string, string>, values = Object.keys(labels)) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

// Each step's button has its own id and each goal names it, so a press recorded on one step never
// completes the next (the chat keeps a message's interactions when its data is replaced).
function createStep(
  url: string,
  fields: Omit<Parameters<typeof createFormMessage>[0], 'submitElement'>,
  button: { elementId: string; buttonText: string; payload?: Record<string, unknown> },
): FormMessage {
  return createFormMessage({
    ...fields,
    submitElement: createButtonElement({
      elementId: button.elementId,
      buttonText: button.buttonText,
      action: createApiAction({ url, payload: button.payload ?? {} }),
    }),
    interactionGoal: { type: 'anyOf', elementIds: [button.elementId] },
  });
}

/** Step 1, the message sent: which service. */
export function createServiceStep(url: string, receiver: string): FormMessage {
  return createStep(
    url,
    {
      receiver,
      receiverType: 'user',
      title: 'Book an appointment',
      formFields: [
        createSingleSelectElement({
          elementId: 'service',
          label: 'Service',
          optional: false,
          options: listOptions(services),
        }),
      ],
    },
    { elementId: 'choose-service', buttonText: 'Next' },
  );
}

/** Step 2: a slot among those still free, which only the server knows. */
export function createSlotStep(url: string, service: string, freeSlots: string[]): FormMessage {
  return createStep(
    url,
    {
      title: `Pick a time for your ${(services[service] ?? service).toLowerCase()}`,
      formFields: [
        createRadioElement({
          elementId: 'slot',
          label: 'Time',
          optional: false,
          options: listOptions(slots, freeSlots),
        }),
      ],
    },
    // The payload travels with the stored step, so the next submission says which service it is for.
    { elementId: 'choose-slot', buttonText: 'Next', payload: { service } },
  );
}

/** Step 3: what will be booked, confirmed with one press. */
export function createConfirmStep(url: string, service: string, slot: string): FormMessage {
  const summary = `${services[service] ?? service}, ${slots[slot] ?? slot}`;
  return createStep(
    url,
    {
      title: 'Confirm your appointment',
      formFields: [createLabelElement({ elementId: 'summary', text: summary })],
      goalCompletionText: `Booked: ${summary}. See you then!`,
    },
    { elementId: 'confirm', buttonText: 'Book it', payload: { service, slot } },
  );
}

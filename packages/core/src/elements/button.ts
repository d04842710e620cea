import { defineElementType } from './element-type.js';
import { normaliseAction } from '../actions/normalise-action.js';
import { createUrlNavigationAction } from '../actions/url-navigation.js';
import { z } from 'zod';
import { buttonActionSchema } from '../actions/button-action.js';
import { elementIdSchema } from './element-base.js';

/** A button that runs its action; the form's submitElement is one. */
export const buttonElementSchema = z.looseObject({
  elementType: z.literal('button'),
  elementId: elementIdSchema,
  buttonText: z.string({ error: 'buttonText is required: the words on the button' }),
  disableAfterInteracted: z.boolean().default(true),
  action: buttonActionSchema,
});

/** A button element as parsed, with `disableAfterInteracted` explicit. */
export type ButtonElement = z.output<typeof buttonElementSchema>;

/** Creates a canonical button element; throws a ZodError when the input is invalid. */
export function createButtonElement(
  input: Omit<z.input<typeof buttonElementSchema>, 'elementType'>,
): ButtonElement {
  return buttonElementSchema.parse({
    elementType: 'button',
    disableAfterInteracted: true,
    ...input,
  });
}

/** The button element type: everything core knows of it. */
export const buttonElementType = defineElementType({
  type: 'button',
  factoryName: 'createButtonElement',
  schema: buttonElementSchema,
  input: null,
  createStarter: (elementId) =>
    createButtonElement({
      elementId,
      buttonText: 'Open link',
      action: createUrlNavigationAction({ url: 'https://example.org' }),
    }),
  createExample: () =>
    createButtonElement({
      elementId: 'rules',
      buttonText: 'House rules',
      disableAfterInteracted: false,
      action: createUrlNavigationAction({ url: 'https://example.org/rules' }),
    }),
  normaliseParts(element, path, report) {
    element.action = normaliseAction(element.action, [...path, 'action'], report);
  },
});

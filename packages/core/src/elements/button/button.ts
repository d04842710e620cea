import * as z from 'zod/mini';

import { buttonActionSchema } from '../../actions/button-action.js';
import { normaliseAction } from '../../actions/normalise-action.js';
import { createUrlNavigationAction } from '../../actions/url-navigation.js';
import { writeButtonAction } from '../../actions/write-action.js';
import type { Issue } from '../../issue.js';
import { isJsonObject, type KeptElement } from '../../normalise-report.js';
import { elementIdSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';

const urlIssueCodes = new Set(['invalid_url', 'unsafe_url']);

/** Any url every action type accepts, parsed in place of a written one that fails. */
const standInUrl = 'https://example.invalid/';

/**
 * The schema of a button whose action is read by `actionSchema`: a registry with action types of
 * its own builds its buttons with the schema of all of them.
 */
export function createButtonElementSchema<A extends z.ZodMiniType>(actionSchema: A) {
  return z.looseObject({
    elementType: z.literal('button'),
    elementId: elementIdSchema,
    buttonText: z.string({ error: 'buttonText is required: the words on the button' }),
    disableAfterInteracted: z._default(z.boolean(), true),
    action: actionSchema,
  });
}

/** A button that runs its action; the form's submitElement is one. */
export const buttonElementSchema = /* @__PURE__ */ createButtonElementSchema(buttonActionSchema);

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

/** A button that runs its action; a form's `submitElement` is one (Enter in a field presses it). */
export const buttonElementType = defineElementType({
  type: 'button',
  texts: ['buttonText'],
  factoryName: 'createButtonElement',
  schema: buttonElementSchema,
  input: null,
  pressable: true,
  // A link stays usable after a press: a reader may open the help page twice.
  createStarter: (elementId) =>
    createButtonElement({
      elementId,
      buttonText: 'Open link',
      disableAfterInteracted: false,
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
  keepUnusable: keepButtonWithUnusableUrl,
  writeParts: (element, options) => ({
    ...element,
    action: writeButtonAction(element.action, options),
  }),
});

/**
 * A button whose only fault is its url (empty, unsafe, not http) is kept as written, so the kits'
 * messages still show every other element; its action never runs, since its url is checked again.
 */
function keepButtonWithUnusableUrl(
  element: Record<string, unknown>,
  issues: readonly Issue[],
): KeptElement | undefined {
  const action = element.action;
  if (!isJsonObject(action) || typeof action.url !== 'string') return undefined;
  const isUrlIssue = (issue: Issue) =>
    issue.path.length === 2 &&
    issue.path[0] === 'action' &&
    issue.path[1] === 'url' &&
    urlIssueCodes.has(issue.code);
  if (!issues.every(isUrlIssue)) return undefined;
  const url = action.url;
  return {
    standIn: { ...element, action: { ...action, url: standInUrl } },
    restore: (parsed) => ({ ...parsed, action: { ...(parsed.action as object), url } }),
  };
}

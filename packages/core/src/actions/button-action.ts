import { z } from 'zod';
import { apiActionSchema } from './api-action.js';
import { customActionSchema } from './custom-action.js';
import { deepLinkActionSchema } from './deep-link-action.js';
import { urlNavigationActionSchema } from './url-navigation.js';

/** Canonical action types, in the spec's order. */
export const actionTypes = [
  'apiAction',
  'urlNavigation',
  'deepLinkAction',
  'customAction',
] as const;

/** What a button does, chosen by `actionType`. */
export const buttonActionSchema = z.discriminatedUnion(
  'actionType',
  [apiActionSchema, urlNavigationActionSchema, deepLinkActionSchema, customActionSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `actionType must be one of ${actionTypes.join(', ')}`
        : undefined,
  },
);

/** A button action as parsed. */
export type ButtonAction = z.output<typeof buttonActionSchema>;

/** The canonical action type names. */
export type ActionType = ButtonAction['actionType'];

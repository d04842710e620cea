import type { FormMessageInput } from '@chatforms/core';
import { getDefaultValues, parseFormMessage } from '@chatforms/core';

/**
 * The message's default values as a string: a preview keyed on it starts again when a default
 * changes, since a form keeps the values it started with.
 */
export function readDefaultsKey(message: FormMessageInput): string {
  const parsed = parseFormMessage(message);
  return parsed.success ? JSON.stringify(getDefaultValues(parsed.data)) : '';
}

import type { z } from 'zod/mini';

import { addCheckIssue } from '../check.js';
import type { optionSchema } from './element-base.js';

type Option = z.output<typeof optionSchema>;
type Context = Parameters<typeof addCheckIssue>[0];

/** Reports every option whose value repeats an earlier option's value. */
export function checkUniqueOptionValues(options: readonly Option[], context: Context): void {
  const seen = new Map<string, number>();
  options.forEach((option, index) => {
    const first = seen.get(option.value);
    if (first === undefined) {
      seen.set(option.value, index);
      return;
    }
    addCheckIssue(
      context,
      ['options', index, 'value'],
      'duplicate_option_value',
      `option value "${option.value}" is already used by options[${first}]; option values must be unique`,
    );
  });
}

/** How many option values an issue names; listing every one would make its message grow with the list. */
const namedOptionCount = 5;

/**
 * Reports each default that is not one of the options' values, at `[...path, index]` for a list of
 * defaults or at `path` for one. Linear: the option values are looked up in a set.
 */
export function checkDefaultAmongOptions(
  value: string | readonly string[],
  options: readonly Option[],
  path: (string | number)[],
  context: Context,
): void {
  const values = new Set(options.map((option) => option.value));
  const check = (item: string, itemPath: (string | number)[]) => {
    if (values.has(item)) return;
    const named = options.slice(0, namedOptionCount).map((option) => `"${option.value}"`);
    const more = options.length > namedOptionCount ? `, … ${options.length} in all` : '';
    addCheckIssue(
      context,
      itemPath,
      'default_not_in_options',
      `defaultValue "${item}" is not one of the option values (${named.join(', ')}${more})`,
    );
  };
  if (typeof value === 'string') check(value, path);
  else value.forEach((item, index) => check(item, [...path, index]));
}

/** The two options a choice element starts with in an editor. */
export function createStarterOptions(): Option[] {
  return [
    { value: 'option-1', label: 'Option 1' },
    { value: 'option-2', label: 'Option 2' },
  ];
}

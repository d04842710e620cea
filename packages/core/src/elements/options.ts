import type { z } from 'zod';

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

/** Reports a default value that is not one of the options' values. */
export function checkDefaultAmongOptions(
  value: string,
  options: readonly Option[],
  path: (string | number)[],
  context: Context,
): void {
  if (options.some((option) => option.value === value)) return;
  const known = options.map((option) => `"${option.value}"`).join(', ');
  addCheckIssue(
    context,
    path,
    'default_not_in_options',
    `defaultValue "${value}" is not one of the option values (${known})`,
  );
}

/** The two options a choice element starts with in an editor. */
export function createStarterOptions(): Option[] {
  return [
    { value: 'option-1', label: 'Option 1' },
    { value: 'option-2', label: 'Option 2' },
  ];
}

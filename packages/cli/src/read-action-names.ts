import type { ActionNames } from '@chatforms/core';

import { UsageError } from './usage-error.js';

const actionNames: readonly ActionNames[] = ['kit', 'spec'];

/** The value of `--action-names`: the spec's names unless `kit` is asked for. */
export function readActionNames(value: string | undefined): ActionNames {
  if (value === undefined) return 'spec';
  if ((actionNames as readonly string[]).includes(value)) return value as ActionNames;
  throw new UsageError(`--action-names must be kit or spec, not "${value}"`);
}

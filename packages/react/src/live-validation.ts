import type { FormMessage } from '@chatforms/core/renderer';
import type { FieldValues, Resolver } from 'react-hook-form';

import type { FormMessages } from './messages.js';

// Apart from create-live-validation.ts, which loads the checks on demand that use it.

/** Validation that runs on submission and then live only on the fields that failed it. */
export interface LiveValidation {
  /** Runs `submit`; validation it starts synchronously checks every field and records which failed. */
  checkAll<T>(submit: () => T): T;
  /** A react-hook-form resolver over core's submission schema for `message`. */
  createResolver(message: FormMessage, messages: FormMessages): Resolver<FieldValues>;
}

import { fromZodIssues } from '@chatforms/core';
import type { z } from 'zod';

import { SandboxError } from './sandbox-error.js';

/** Parses input with a schema, answering 400 with the given code and the issues in `details`. */
export function parseOrReject<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  code: string,
  message: string,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new SandboxError(400, code, message, {
    details: { issues: fromZodIssues(result.error.issues) },
  });
}

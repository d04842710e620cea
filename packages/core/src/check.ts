import type { z } from 'zod/mini';

/** Adds a custom issue whose stable code travels in `params.code`, so parsers can report it. */
export function addCheckIssue(
  context: Pick<z.core.$RefinementCtx<never>, 'addIssue'>,
  path: (string | number)[],
  code: string,
  message: string,
): void {
  context.addIssue({ code: 'custom', path, message, params: { code } });
}

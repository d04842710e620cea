import type { Context } from 'hono';
import { z } from 'zod';

/** A documented boolean query parameter: `true`/`false` (and `1`/`0`) as text. */
export const booleanQuerySchema = z.enum(['true', 'false', '1', '0']).transform((value) => {
  return value === 'true' || value === '1';
});

/**
 * The query with the named array parameters read as arrays: each may be repeated or given
 * comma-separated (the documented `explode: false` form), and is undefined when absent.
 */
export function readQueryWithArrays(
  context: Context,
  arrayParameters: readonly string[],
): Record<string, unknown> {
  const query: Record<string, unknown> = context.req.query();
  const queries = context.req.queries();
  for (const name of arrayParameters) {
    query[name] = queries[name]?.flatMap((value) => value.split(',')).filter(Boolean);
  }
  return query;
}

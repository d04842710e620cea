import type { Context, Hono } from 'hono';
import { z } from 'zod';

import type { SandboxUser } from '../directory.js';
import { paginate, paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import type { SandboxContext } from '../sandbox-context.js';

const booleanQuerySchema = z.enum(['true', 'false', '1', '0']).transform((value) => {
  return value === 'true' || value === '1';
});

/** Every documented query option of `GET /users`; arrays may be repeated or comma-separated. */
const listUsersQuerySchema = paginationQuerySchema.extend({
  searchKey: z.string().optional(),
  searchIn: z.array(z.enum(['name', 'uid'])).optional(),
  status: z.enum(['available', 'offline', 'online']).optional(),
  count: booleanQuerySchema.optional(),
  role: z.string().optional(),
  roles: z.array(z.string()).optional(),
  withTags: booleanQuerySchema.optional(),
  tags: z.array(z.string()).optional(),
  onlyDeactivated: booleanQuerySchema.optional(),
  withDeactivated: booleanQuerySchema.optional(),
});

type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

const arrayParameters = ['searchIn', 'roles', 'tags'] as const;

/** Registers `GET /v3/users`: prefix search by uid and/or name, the documented filters, pages of up to 1000. */
export function registerUserRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/users', (context) => {
    const query = parseOrReject(
      listUsersQuerySchema,
      readQuery(context),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const matching = sandbox.directory.users.filter((user) => matchesQuery(user, query));
    const page = paginate(matching, query);
    const data = page.data.map((user) => describeUser(user, query.withTags === true));
    return context.json({ ...page, data });
  });
}

function readQuery(context: Context): Record<string, unknown> {
  const query: Record<string, unknown> = context.req.query();
  const queries = context.req.queries();
  for (const name of arrayParameters) {
    const values = queries[name]?.flatMap((value) => value.split(',')).filter(Boolean);
    query[name] = values;
  }
  return query;
}

function matchesQuery(user: SandboxUser, query: ListUsersQuery): boolean {
  const deactivated = user.deactivatedAt !== undefined;
  const wantedDeactivation =
    query.onlyDeactivated === true ? deactivated : query.withDeactivated === true || !deactivated;
  return (
    wantedDeactivation &&
    matchesSearch(user, query) &&
    (query.status === undefined || user.status === query.status) &&
    (query.role === undefined || user.role === query.role) &&
    (query.roles === undefined || query.roles.includes(user.role)) &&
    (query.tags === undefined || query.tags.some((tag) => user.tags.includes(tag)))
  );
}

/** The documented search is a prefix (`LIKE 'key%'`) on uid and name, or on the fields `searchIn` names. */
function matchesSearch(user: SandboxUser, query: ListUsersQuery): boolean {
  const key = query.searchKey?.toLowerCase() ?? '';
  const fields = query.searchIn ?? ['uid', 'name'];
  return fields.some((field) => user[field].toLowerCase().startsWith(key));
}

function describeUser(user: SandboxUser, withTags: boolean) {
  const { tags, ...rest } = user;
  return withTags ? { ...rest, tags } : rest;
}

import type { Hono } from 'hono';
import { z } from 'zod';

import { buildUsersCursor, describeUser } from '../describe-user.js';
import type { SandboxUser } from '../directory.js';
import { paginate, paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import { booleanQuerySchema, readQueryWithArrays } from '../query-parameters.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';

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

/**
 * Registers `GET /v3/users` (prefix search by uid and/or name, the documented filters, pages of up to
 * 1000, the top-level `cursor`) and `GET /v3/users/:uid`; with `onBehalfOf`, each user carries the
 * `conversationId` of its one-on-one conversation with that user.
 */
export function registerUserRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/users', (context) => {
    const query = parseOrReject(
      listUsersQuerySchema,
      readQueryWithArrays(context, arrayParameters),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const readerUid = readOnBehalfOf(context, sandbox.directory)?.uid;
    const matching = sandbox.directory.users.filter((user) => matchesQuery(user, query));
    const page = paginate(matching, query);
    const withTags = query.withTags === true;
    const data = page.data.map((user) => describeUser(user, { withTags, readerUid }));
    return context.json({ ...page, data, ...buildUsersCursor(data) });
  });

  app.get('/v3/users/:uid', (context) => {
    const readerUid = readOnBehalfOf(context, sandbox.directory)?.uid;
    const user = findUserOrReject(sandbox, context.req.param('uid'));
    return context.json({ data: describeUser(user, { withTags: false, readerUid }) });
  });
}

function findUserOrReject(sandbox: SandboxContext, uid: string): SandboxUser {
  const user = sandbox.directory.findUser(uid);
  if (user) return user;
  throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`, {
    details: { uid },
  });
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

import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxUser } from '../directory.js';
import { paginate, paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import type { SandboxContext } from '../sandbox-context.js';

const listUsersQuerySchema = paginationQuerySchema.extend({
  searchKey: z.string().optional(),
  status: z.enum(['available', 'offline', 'online']).optional(),
});

/** Registers `GET /v3/users`: search by uid or name, filter by status, paginate. */
export function registerUserRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/users', (context) => {
    const query = parseOrReject(
      listUsersQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const matching = sandbox.directory.users.filter((user) => matchesQuery(user, query));
    return context.json(paginate(matching, query));
  });
}

function matchesQuery(user: SandboxUser, query: z.output<typeof listUsersQuerySchema>): boolean {
  const searchKey = query.searchKey?.toLowerCase() ?? '';
  const matchesSearch =
    user.uid.toLowerCase().includes(searchKey) || user.name.toLowerCase().includes(searchKey);
  return matchesSearch && (query.status === undefined || user.status === query.status);
}

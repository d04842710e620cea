import type { Context, Hono } from 'hono';
import { z } from 'zod';

import type { SandboxUser } from '../directory.js';
import { paginate, paginationQuerySchema } from '../paginate.js';
import { parseOrReject } from '../parse-or-reject.js';
import { readJsonBody } from '../read-json-body.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { nowInSeconds } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import type { GroupMemberRecord } from '../store/membership-store.js';
import { addMembers } from './add-group-members.js';
import { findGroupOrReject } from './group-routes.js';

const scopeSchema = z.enum(['admin', 'moderator', 'participant']);

/** The documented query options of `GET /groups/{guid}/members`; `scopes` is comma-separated or repeated. */
const listMembersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['available', 'offline', 'online']).optional(),
  scopes: z.array(scopeSchema).optional(),
});

const uidsSchema = z.array(z.string().min(1)).max(1000).optional();

/** The documented body of `POST /groups/{guid}/members`: uids per scope to add, and uids to ban. */
const addMembersBodySchema = z
  .object({
    admins: uidsSchema,
    moderators: uidsSchema,
    participants: uidsSchema,
    usersToBan: uidsSchema,
  })
  .refine((body) => Object.values(body).some((uids) => uids && uids.length > 0), {
    message: 'Name at least one uid in admins, moderators, participants or usersToBan.',
  });

/**
 * Registers `GET`, `POST /v3/groups/:guid/members` and `DELETE /v3/groups/:guid/members/:uid`: list
 * (paged, by status and scopes), add per scope, and kick, changing who is a member from then on.
 */
export function registerGroupMemberRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/groups/:guid/members', (context) => {
    const group = findGroupOrReject(sandbox, context.req.param('guid'));
    const query = parseOrReject(
      listMembersQuerySchema,
      readQuery(context),
      'ERR_INVALID_QUERY',
      'The query parameters are not valid.',
    );
    const described = (sandbox.memberships.list(group.guid) ?? []).flatMap((member) => {
      const user = sandbox.directory.findUser(member.uid);
      return user ? [describeMember(user, member)] : [];
    });
    const matching = described.filter(
      (member) =>
        (query.status === undefined || member.status === query.status) &&
        (query.scopes === undefined || query.scopes.includes(member.scope)),
    );
    return context.json(paginate(matching, query));
  });

  app.post('/v3/groups/:guid/members', async (context) => {
    const group = findGroupOrReject(sandbox, context.req.param('guid'));
    readOnBehalfOf(context, sandbox.directory);
    const body = parseOrReject(
      addMembersBodySchema,
      await readJsonBody(context),
      'ERR_INVALID_REQUEST_BODY',
      'The body must name uids in admins, moderators, participants or usersToBan.',
    );
    const data = await addMembers(sandbox, group.guid, body, nowInSeconds(sandbox));
    return context.json({ data });
  });

  app.delete('/v3/groups/:guid/members/:uid', async (context) => {
    const group = findGroupOrReject(sandbox, context.req.param('guid'));
    readOnBehalfOf(context, sandbox.directory);
    const uid = context.req.param('uid');
    if (!sandbox.directory.findUser(uid)) {
      throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`, {
        details: { uid },
      });
    }
    if (!(await sandbox.memberships.remove(group.guid, uid))) {
      throw new SandboxError(
        404,
        'ERR_NOT_A_MEMBER',
        `"${uid}" is not a member of "${group.guid}".`,
        { details: { guid: group.guid, uid } },
      );
    }
    const message = `The member ${uid} has been kicked from the group ${group.guid}.`;
    return context.json({ data: { success: true, message } });
  });
}

function readQuery(context: Context): Record<string, unknown> {
  const query: Record<string, unknown> = context.req.query();
  query.scopes = context.req
    .queries('scopes')
    ?.flatMap((value) => value.split(','))
    .filter(Boolean);
  return query;
}

/** A member as the documented list answers it: the user, with their scope and when they joined. */
function describeMember(user: SandboxUser, member: GroupMemberRecord) {
  return {
    uid: user.uid,
    name: user.name,
    ...(user.avatar === undefined ? {} : { avatar: user.avatar }),
    status: user.status,
    role: user.role,
    scope: member.scope,
    joinedAt: member.joinedAt,
    createdAt: user.createdAt,
  };
}

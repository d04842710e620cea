import type { Hono } from 'hono';

import type { SandboxGroup } from '../directory.js';
import { readOnBehalfOf } from '../require-on-behalf-of.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';

/**
 * Registers `GET /v3/groups/:guid`: the group, and with `onBehalfOf` whether that user has joined
 * it, with their `scope` and `joinedAt`, as the documented answer carries them.
 */
export function registerGroupRoutes(app: Hono, sandbox: SandboxContext): void {
  app.get('/v3/groups/:guid', (context) => {
    const group = findGroupOrReject(sandbox, context.req.param('guid'));
    const user = readOnBehalfOf(context, sandbox.directory);
    const members = sandbox.memberships.list(group.guid) ?? [];
    const described = {
      guid: group.guid,
      name: group.name,
      type: group.type,
      membersCount: members.length,
      conversationId: `group_${group.guid}`,
      createdAt: group.createdAt,
    };
    if (!user) return context.json({ data: described });
    const member = members.find((each) => each.uid === user.uid);
    const membership = member
      ? { hasJoined: true, scope: member.scope, joinedAt: member.joinedAt }
      : { hasJoined: false };
    return context.json({ data: { ...described, ...membership } });
  });
}

/** The group a route names, or a 404 `ERR_GUID_NOT_FOUND` as the API answers for an unknown guid. */
export function findGroupOrReject(sandbox: SandboxContext, guid: string): SandboxGroup {
  const group = sandbox.directory.findGroup(guid);
  if (group) return group;
  throw new SandboxError(404, 'ERR_GUID_NOT_FOUND', `No group with guid "${guid}" exists.`, {
    details: { guid },
  });
}

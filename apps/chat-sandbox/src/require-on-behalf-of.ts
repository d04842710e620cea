import type { Context } from 'hono';

import type { Directory, SandboxUser } from './directory.js';
import { SandboxError } from './sandbox-error.js';

/** Returns the known user named by the `onBehalfOf` header, or answers 400 / 404. */
export function requireOnBehalfOf(context: Context, directory: Directory): SandboxUser {
  const uid = context.req.header('onBehalfOf');
  if (!uid) {
    throw new SandboxError(
      400,
      'ERR_EMPTY_ON_BEHALF_OF',
      'The onBehalfOf header must name the uid of the acting user.',
    );
  }
  const user = directory.findUser(uid);
  if (!user) {
    throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`, {
      details: { uid },
    });
  }
  return user;
}

/** Returns the known user named by an optional `onBehalfOf` header, undefined without one, or answers 404. */
export function readOnBehalfOf(context: Context, directory: Directory): SandboxUser | undefined {
  if (!context.req.header('onBehalfOf')) return undefined;
  return requireOnBehalfOf(context, directory);
}

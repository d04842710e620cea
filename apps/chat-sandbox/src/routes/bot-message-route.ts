import type { Hono } from 'hono';

import type { SandboxUser } from '../directory.js';
import type { SandboxContext } from '../sandbox-context.js';
import { SandboxError } from '../sandbox-error.js';
import { sendMessage } from './send-message-route.js';

/** The categories the documented body of `POST /bots/{uid}/messages` allows (its `oneOf`). */
const botMessageCategories = ['message', 'custom'];

/**
 * Registers `POST /v3/bots/:uid/messages`: the bot connected to user `uid` sends a `message` or
 * `custom` message as that user, checked, stored and answered as `POST /v3/messages` does.
 */
export function registerBotMessageRoute(app: Hono, sandbox: SandboxContext): void {
  app.post('/v3/bots/:uid/messages', (context) => {
    const bot = findBotOrReject(sandbox, context.req.param('uid'));
    return sendMessage(context, sandbox, bot.uid, { checkBody: requireBotMessageCategory });
  });
}

/** Every bot is connected to a user: an unknown uid is `ERR_UID_NOT_FOUND`, a user without one `ERR_BOT_NOT_FOUND`. */
function findBotOrReject(sandbox: SandboxContext, uid: string): SandboxUser {
  const user = sandbox.directory.findUser(uid);
  if (!user) {
    throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`, {
      details: { uid },
    });
  }
  if (user.bot) return user;
  throw new SandboxError(404, 'ERR_BOT_NOT_FOUND', `No bot is connected to the user "${uid}".`, {
    details: { uid },
  });
}

function requireBotMessageCategory(body: unknown): void {
  const category = (body as { category?: unknown } | null)?.category;
  if (typeof category === 'string' && botMessageCategories.includes(category)) return;
  throw new SandboxError(
    400,
    'ERR_INVALID_MESSAGE_CATEGORY',
    `A bot sends messages of category "message" or "custom" only, as documented; got ${JSON.stringify(category)}.`,
    { details: { category: category ?? null, allowed: botMessageCategories } },
  );
}

import { randomBytes } from 'node:crypto';

import type { ChatClient } from '@chatforms/chat-api';
import { createChatClient, createErrorEnvelope, isChatApiError } from '@chatforms/chat-api';
import type { ElementRegistry } from '@chatforms/core';
import type { FetchHandler } from '@chatforms/server';
import {
  authenticateSignedToken,
  createRecipientCheck,
  createSubmissionHandler,
  createSubmissionStore,
  createSubmissionToken,
  openPgliteDatabase,
} from '@chatforms/server';
import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Where the builder's own @chatforms/server submission handler answers. */
const submissionHandlerPath = '/api/submissions';

/** Options of the builder's submission handler. */
export interface SubmissionHandlerSettings {
  /** Folder of its PGlite database. */
  dataDir: string;
  sandboxApiKey: string;
  /** Signs the walk-through's submission tokens; a random one per process by default. */
  secret?: string;
  /** The element types forms are read and submissions checked with, the embedded sandbox's. */
  registry?: ElementRegistry;
}

/** A chat-api client that calls the embedded sandbox in process, as a backend calls the chat API. */
function createSandboxChatClient(
  sandbox: Hono,
  apiKey: string,
  registry: ElementRegistry | undefined,
): ChatClient {
  return createChatClient({
    appId: 'builder-sandbox',
    region: 'us',
    apiKey,
    registry,
    baseUrl: 'http://sandbox.localhost/v3',
    fetch: async (input, init) =>
      sandbox.request(input instanceof Request ? input : String(input), init),
  });
}

/**
 * Registers a real @chatforms/server submission handler against the embedded sandbox, and
 * `POST /api/submission-token`, which signs a token for the receiver of a sandbox message (for a
 * group's message, for the current member the body names) so the walk-through can submit as that
 * user. The database starts opening at once, so that no reader waits for it: the returned promise
 * settles when it is open, or has failed and will be tried again on the next submission.
 */
export function registerSubmissionHandler(
  app: Hono,
  sandbox: Hono,
  settings: SubmissionHandlerSettings,
): Promise<void> {
  const secret = settings.secret ?? randomBytes(32).toString('base64url');
  const chat = createSandboxChatClient(sandbox, settings.sandboxApiKey, settings.registry);
  const checkRecipient = createRecipientCheck({ chat, membershipCacheSeconds: 0 });
  let opening: Promise<FetchHandler> | undefined;
  const openHandler = async (): Promise<FetchHandler> => {
    const database = await openPgliteDatabase({ dataDir: settings.dataDir });
    return createSubmissionHandler({
      store: await createSubmissionStore(database),
      chat,
      registry: settings.registry,
      authenticate: authenticateSignedToken({ secret }),
      onError: (error) => console.warn('submission handler:', error),
    });
  };
  // A failed open is tried again on the next request rather than kept.
  const open = () =>
    (opening ??= openHandler().catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  const ready = open().then(
    () => undefined,
    (error: unknown) => console.warn('submission handler: its database did not open:', error),
  );
  app.all(submissionHandlerPath, async (context) => (await open())(context.req.raw));
  app.post('/api/submission-token', async (context) => {
    const body: unknown = await context.req.json().catch(() => undefined);
    const { messageId, uid: member } = (body ?? {}) as { messageId?: unknown; uid?: unknown };
    if (typeof messageId !== 'string' || messageId === '') {
      return context.json(createErrorEnvelope('ERR_BAD_REQUEST', 'Give {"messageId": "…"}.'), 400);
    }
    try {
      const message = await chat.getMessage(messageId);
      // A group's message is answered by one of its members, named by the walk-through; the
      // sandbox refuses the handler's interaction when that user is not a member.
      if (message.receiverType === 'group' && (typeof member !== 'string' || member === '')) {
        const text = 'Name the group member to submit as: {"messageId": "…", "uid": "…"}.';
        return context.json(createErrorEnvelope('ERR_NO_MEMBER', text), 400);
      }
      const uid = message.receiverType === 'group' ? String(member) : message.receiver;
      // The same rule as the handler's: a token is signed only for someone who may answer.
      const refusal = await checkRecipient(message, uid);
      if (refusal !== undefined) return refusal;
      const token = await createSubmissionToken({ secret, uid, messageId });
      return context.json({ token, uid, url: submissionHandlerPath });
    } catch (error) {
      if (!isChatApiError(error)) throw error;
      return context.json(
        createErrorEnvelope(error.code, error.message),
        (error.status || 502) as ContentfulStatusCode,
      );
    }
  });
  return ready;
}

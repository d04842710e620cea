import { createErrorEnvelope } from '@chatforms/chat-api';
import type { Context, Hono } from 'hono';
import { z } from 'zod';

import { parseOrReject } from '../parse-or-reject.js';
import { readJsonBody } from '../read-json-body.js';
import type { SandboxContext } from '../sandbox-context.js';

/** How the submissions endpoint answers: a status, a delay, and field errors (`{"errors": {...}}`). */
const submissionBehaviourSchema = z.object({
  status: z.coerce.number().int().min(200).max(599).optional(),
  delayMs: z.coerce.number().int().min(0).max(30_000).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** How the submissions endpoint answers one form. */
export type SubmissionBehaviour = z.infer<typeof submissionBehaviourSchema>;

const behaviourQuerySchema = submissionBehaviourSchema.extend({
  errors: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'errors must be a JSON object of strings.' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.string()))
    .optional(),
});

/**
 * Registers the apiAction target `/sandbox/submissions/:formId` and its behaviour settings; only the
 * content type, user agent and origin of a request are recorded.
 */
export function registerSubmissionRoutes(app: Hono, sandbox: SandboxContext): void {
  const behaviours = new Map<string, SubmissionBehaviour>();

  app.post('/sandbox/submissions/:formId', async (context) => {
    const formId = context.req.param('formId');
    const fromQuery = parseOrReject(
      behaviourQuerySchema,
      context.req.query(),
      'ERR_INVALID_QUERY',
      'status, delayMs and errors (JSON) must be valid.',
    );
    const submission = await sandbox.submissions.add({
      formId,
      receivedAt: sandbox.options.now(),
      headers: keepHarmlessHeaders(context.req.raw.headers),
      body: await readBody(context),
    });
    return answer(context, { ...behaviours.get(formId), ...fromQuery }, submission.id);
  });

  app.get('/sandbox/submissions/:formId', (context) => {
    const formId = context.req.param('formId');
    const data = sandbox.submissions.list(formId).reverse();
    return context.json({ data, behaviour: behaviours.get(formId) ?? {} });
  });

  app.put('/sandbox/submissions/:formId/behaviour', async (context) => {
    const behaviour = parseOrReject(
      submissionBehaviourSchema,
      await readJsonBody(context),
      'ERR_INVALID_REQUEST_BODY',
      'The behaviour must be {status?, delayMs?, errors?}.',
    );
    behaviours.set(context.req.param('formId'), behaviour);
    return context.json({ data: behaviour });
  });

  app.delete('/sandbox/submissions/:formId', async (context) => {
    const formId = context.req.param('formId');
    behaviours.delete(formId);
    return context.json({ data: { deleted: await sandbox.submissions.clear(formId) } });
  });
}

/**
 * The headers a submission keeps: enough to see how it was sent, never a credential, so that what the
 * sandbox serves back cannot leak one.
 */
const recordedHeaderNames = new Set(['content-type', 'user-agent', 'origin']);

function keepHarmlessHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => recordedHeaderNames.has(name)));
}

async function readBody(context: Context): Promise<unknown> {
  const text = await context.req.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function answer(context: Context, behaviour: SubmissionBehaviour, submissionId: string) {
  if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
  if (behaviour.errors) {
    return context.json({ errors: behaviour.errors }, toErrorStatus(behaviour.status, 422));
  }
  const status = behaviour.status ?? 200;
  if (status < 400) return context.json({ ok: true, submissionId }, 200);
  const envelope = createErrorEnvelope(
    'ERR_SIMULATED_FAILURE',
    `The sandbox was told to answer ${status} for this form.`,
  );
  return context.json(envelope, toErrorStatus(status, 500));
}

function toErrorStatus(status: number | undefined, fallback: 422 | 500) {
  return (status !== undefined && status >= 400 ? status : fallback) as 422 | 500;
}

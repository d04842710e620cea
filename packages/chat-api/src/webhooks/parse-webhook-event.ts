import type { Issue, ParseResult } from '@chatforms/core';
import { createIssue, fromZodIssues } from '@chatforms/core';

import type { WebhookEvent } from './webhook-event.js';
import { isWebhookTrigger, webhookEventSchemas } from './webhook-event.js';

/**
 * Parses a webhook request body (JSON text, bytes or a value) into a typed event; never throws.
 * @example
 * const result = parseWebhookEvent(await request.text());
 * if (result.success && result.data.trigger === 'message_sent') console.log(result.data.data.message.id);
 */
export function parseWebhookEvent(body: unknown): ParseResult<WebhookEvent> {
  const read = readBody(body);
  if (!read.success) return read;
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return failure([], 'invalid_type', 'a webhook event must be a JSON object');
  }
  const { trigger } = value as { trigger?: unknown };
  if (!isWebhookTrigger(trigger)) {
    const message =
      typeof trigger === 'string'
        ? `"${trigger}" is not a known webhook trigger`
        : 'trigger must be a string naming the webhook trigger';
    return failure(
      ['trigger'],
      typeof trigger === 'string' ? 'unknown_trigger' : 'invalid_type',
      message,
    );
  }
  const result = webhookEventSchemas[trigger].safeParse(value);
  if (!result.success) return { success: false, issues: fromZodIssues(result.error.issues) };
  const data = result.data as WebhookEvent;
  return { success: true, data, warnings: findWarnings(data) };
}

type ReadResult = { success: true; value: unknown } | { success: false; issues: Issue[] };

function readBody(body: unknown): ReadResult {
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  if (typeof text !== 'string') return { success: true, value: text };
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure([], 'invalid_json', `the body is not valid JSON: ${reason}`);
  }
}

function failure(path: (string | number)[], code: string, message: string) {
  return { success: false as const, issues: [createIssue(path, code, message)] };
}

/** Call and meeting events should name their kind in the envelope's `type`; its absence is tolerated. */
function findWarnings(event: WebhookEvent): Issue[] {
  const expected = event.trigger.startsWith('call_')
    ? 'call'
    : event.trigger.startsWith('meeting_')
      ? 'meet'
      : undefined;
  if (expected === undefined || event.type !== undefined) return [];
  return [
    createIssue(
      ['type'],
      'missing_event_type',
      `a ${expected} event should carry "type": "${expected}"`,
    ),
  ];
}

import * as z from 'zod/mini';

import { addCheckIssue } from './check.js';
import { interactionGoalSchema, interactionSchema } from './interaction-goal.js';
import { type InteractiveDataSchema, listElementIds } from './interactive-data.js';
import { createIssue, type Issue } from './issue.js';
import { countCodePoints, countUtf8Bytes, messageLimits } from './limits.js';

type Context = Parameters<typeof addCheckIssue>[0];

/** The schema of a form message's `data` (the form, its goal, who may interact and what already happened) around a given form schema. */
export function createFormMessageDataSchema(formSchema: InteractiveDataSchema) {
  return z.looseObject({
    interactiveData: formSchema,
    interactionGoal: z.optional(interactionGoalSchema),
    allowSenderInteraction: z._default(z.boolean(), false),
    interactions: z.optional(z.array(interactionSchema)),
    metadata: z.optional(z.record(z.string(), z.unknown())),
  });
}

/** The schema of a form message around a given form schema. */
export function createFormMessageSchema(formSchema: InteractiveDataSchema) {
  return z
    .looseObject({
      receiver: z.optional(
        z.string().check(z.minLength(1, { error: 'receiver must not be empty' })),
      ),
      receiverType: z.optional(
        z.enum(['user', 'group'], { error: 'receiverType must be user or group' }),
      ),
      category: z.literal('interactive', {
        error: 'category must be "interactive" for a form message',
      }),
      type: z.literal('form', {
        error: 'type must be "form" (cards, schedulers and custom messages are not forms)',
      }),
      data: createFormMessageDataSchema(formSchema),
      tags: z.optional(
        z.array(z.string()).check(
          z.maxLength(messageLimits.tags, {
            error: `a message carries at most ${messageLimits.tags} tags`,
          }),
        ),
      ),
    })
    .check(z.superRefine(checkMessage));
}

/** The schema `createFormMessageDataSchema` makes. */
export type FormMessageDataSchema = ReturnType<typeof createFormMessageDataSchema>;

/** The schema `createFormMessageSchema` makes: an interactive form message, as sent to `POST /messages`. */
export type FormMessageSchema = ReturnType<typeof createFormMessageSchema>;

/** A form message as parsed, with every default explicit. */
export type FormMessage = z.output<FormMessageSchema>;

/** The shape a form message may be written in before defaults are applied. */
export type FormMessageInput = z.input<FormMessageSchema>;

function checkMessage(
  message: z.output<FormMessageDataSchema> extends infer D
    ? { data: D; tags?: string[] | undefined }
    : never,
  context: Context,
): void {
  const known = new Set(listElementIds(message.data.interactiveData));
  message.data.interactionGoal?.elementIds.forEach((elementId, index) => {
    if (!known.has(elementId)) {
      addCheckIssue(
        context,
        ['data', 'interactionGoal', 'elementIds', index],
        'unknown_element_id',
        `interactionGoal names "${elementId}", which is not an element of this form`,
      );
    }
  });
  message.tags?.forEach((tag, index) => {
    if (countCodePoints(tag) > messageLimits.tagCodePoints) {
      addCheckIssue(
        context,
        ['tags', index],
        'tag_too_long',
        `tag has ${countCodePoints(tag)} characters; at most ${messageLimits.tagCodePoints} are allowed`,
      );
    }
  });
}

/**
 * The 10 KB limit on `interactiveData` alone, as an issue at its root, or undefined when it fits: the
 * message's `data` holds it, so more than 10 KB can never be sent. Measured as given, like
 * `checkDataSize`.
 */
export function checkInteractiveDataSize(interactiveData: unknown): Issue | undefined {
  const text: string | undefined = JSON.stringify(interactiveData);
  if (text === undefined) return undefined;
  const bytes = countUtf8Bytes(text);
  if (bytes <= messageLimits.dataBytes) return undefined;
  const limit = messageLimits.dataBytes;
  return createIssue(
    [],
    'data_too_large',
    `interactiveData is ${bytes} bytes as UTF-8 JSON; a message's data may hold at most ${limit} (10 KB)`,
  );
}

/**
 * The spec's 10 KB limit on `data`, as an issue, or undefined when the message fits (or has no data).
 * It measures `data` as given, as compact UTF-8 JSON: pass the message as written and sent, not a
 * parsed one, whose defaults add bytes that are never sent. `parseFormMessage` measures its input
 * before it normalises or checks anything. It limits what may be sent, not what may be shown, so
 * parsing in lenient mode reports it as a warning.
 */
export function checkDataSize(message: { data?: unknown }): Issue | undefined {
  const text: string | undefined = JSON.stringify(message.data);
  if (text === undefined) return undefined;
  const bytes = countUtf8Bytes(text);
  if (bytes <= messageLimits.dataBytes) return undefined;
  const limit = messageLimits.dataBytes;
  return createIssue(
    ['data'],
    'data_too_large',
    `data is ${bytes} bytes as UTF-8 JSON; at most ${limit} (10 KB) are allowed`,
  );
}

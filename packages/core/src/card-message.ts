import * as z from 'zod/mini';

import { checkHttpUrl, normaliseHttpUrl } from './actions/url.js';
import { addCheckIssue } from './check.js';
import { buttonElementSchema } from './elements/button/button.js';
import { interactionGoalSchema, interactionSchema } from './interaction-goal.js';
import { countCodePoints, messageLimits } from './limits.js';
import type { FormMessage } from './message.js';

type Context = Parameters<typeof addCheckIssue>[0];

/** True when `text` is an image URL a card may show: an absolute https URL, by the actions' rule. */
export function isCardImageUrl(text: string): boolean {
  return normaliseHttpUrl(text)?.startsWith('https:') === true;
}

/**
 * Every reader's browser fetches the image as the card shows, so it must be https: http would be
 * mixed content on a chat page.
 */
function checkImageUrl(text: string, context: Context): void {
  if (normaliseHttpUrl(text) === undefined) checkHttpUrl(text, context);
  else if (!isCardImageUrl(text))
    addCheckIssue(context, [], 'insecure_url', 'imageUrl must use https');
}

/** A card: its text, an optional image, and buttons that run the same actions as a form's. */
export const cardInteractiveDataSchema = z
  .looseObject({
    text: z.string({ error: 'text is required: what the card says' }),
    imageUrl: z.optional(z.string().check(z.superRefine(checkImageUrl))),
    cardActions: z.array(buttonElementSchema, {
      error: 'cardActions must be an array of button elements',
    }),
    goalCompletionText: z.optional(z.string()),
  })
  .check(z.superRefine(checkUniqueButtonIds));

/** The interactive data of a card message as parsed. */
export type CardInteractiveData = z.output<typeof cardInteractiveDataSchema>;

/** A card message (`category: interactive`, `type: card`), as sent to `POST /messages`. */
export const cardMessageSchema = z
  .looseObject({
    receiver: z.optional(z.string().check(z.minLength(1, { error: 'receiver must not be empty' }))),
    receiverType: z.optional(
      z.enum(['user', 'group'], { error: 'receiverType must be user or group' }),
    ),
    category: z.literal('interactive', {
      error: 'category must be "interactive" for a card message',
    }),
    type: z.literal('card', { error: 'type must be "card" for a card message' }),
    data: z.looseObject({
      interactiveData: cardInteractiveDataSchema,
      interactionGoal: z.optional(interactionGoalSchema),
      allowSenderInteraction: z._default(z.boolean(), false),
      interactions: z.optional(z.array(interactionSchema)),
      metadata: z.optional(z.record(z.string(), z.unknown())),
    }),
    tags: z.optional(
      z.array(z.string()).check(
        z.maxLength(messageLimits.tags, {
          error: `a message carries at most ${messageLimits.tags} tags`,
        }),
      ),
    ),
  })
  .check(z.superRefine(checkCardMessage));

/** A card message as parsed, with every default explicit. */
export type CardMessage = z.output<typeof cardMessageSchema>;

/** The shape a card message may be written in before defaults are applied. */
export type CardMessageInput = z.input<typeof cardMessageSchema>;

/** Creates a canonical card message; throws a ZodError when the input is invalid. */
export function createCardMessage(input: Omit<CardMessageInput, 'category' | 'type'>): CardMessage {
  return cardMessageSchema.parse({ category: 'interactive', type: 'card', ...input });
}

function checkUniqueButtonIds(
  card: { cardActions: { elementId: string }[] },
  context: Context,
): void {
  const seen = new Set<string>();
  card.cardActions.forEach(({ elementId }, index) => {
    if (seen.has(elementId) && elementId !== '')
      addCheckIssue(
        context,
        ['cardActions', index, 'elementId'],
        'duplicate_element_id',
        `elementId "${elementId}" is already used by another button; ids must be unique in a message`,
      );
    seen.add(elementId);
  });
}

function checkCardMessage(
  message: {
    data: { interactiveData: CardInteractiveData; interactionGoal?: { elementIds: string[] } };
    tags?: string[] | undefined;
  },
  context: Context,
): void {
  const known = new Set(message.data.interactiveData.cardActions.map((button) => button.elementId));
  message.data.interactionGoal?.elementIds.forEach((elementId, index) => {
    if (!known.has(elementId))
      addCheckIssue(
        context,
        ['data', 'interactionGoal', 'elementIds', index],
        'unknown_element_id',
        `interactionGoal names "${elementId}", which is not a button of this card`,
      );
  });
  message.tags?.forEach((tag, index) => {
    if (countCodePoints(tag) > messageLimits.tagCodePoints)
      addCheckIssue(
        context,
        ['tags', index],
        'tag_too_long',
        `tag has ${countCodePoints(tag)} characters; at most ${messageLimits.tagCodePoints} are allowed`,
      );
  });
}

/**
 * The card as the form message a renderer's action runner reads: its buttons as fields that take
 * no value, no inputs, and the card's own `type`, so the kit envelope still names a card. The
 * result is for running actions, not for parsing or sending.
 */
export function readCardAsFormMessage(card: CardMessage): FormMessage {
  const { cardActions } = card.data.interactiveData;
  const interactiveData = { ...card.data.interactiveData, formFields: cardActions };
  // A card's buttons are all equal: no submit button is pressed by a form's Enter key here.
  return { ...card, data: { ...card.data, interactiveData } } as unknown as FormMessage;
}

/**
 * The alt text of a card's image: the card names none, so its text's first line stands in (cut at
 * 120 characters), which says what the picture is for without reading the whole card twice.
 */
export function describeCardImage(card: Pick<CardInteractiveData, 'text'>): string {
  const firstLine = card.text.trim().split('\n', 1)[0]?.trim() ?? '';
  return firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine;
}

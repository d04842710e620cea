import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  cardMessage,
  customInteractiveMessage,
  schedulerMessage,
  textCardMessage,
} from '../../../internal/fixtures/src/index.js';
import {
  createCardMessage,
  findOtherInteractiveType,
  parseCardMessage,
  readInteractiveMessageText,
} from './index.js';

function withCard(change: Record<string, unknown>) {
  const message = structuredClone(cardMessage);
  return {
    ...message,
    data: { ...message.data, interactiveData: { ...message.data.interactiveData, ...change } },
  };
}

test('parses a card with its text, image and four buttons, writing out every default', () => {
  const result = parseCardMessage(textCardMessage);
  expect(result).toMatchObject({ success: true, warnings: [] });
  if (!result.success) return;
  expect(result.data.data.allowSenderInteraction).toBe(false);
  expect(parseCardMessage(cardMessage)).toMatchObject({
    success: true,
    data: { data: { interactiveData: { imageUrl: 'https://example.org/images/spring-menu.jpg' } } },
  });
});

test('parses a card given as JSON text', () => {
  expect(parseCardMessage(JSON.stringify(cardMessage)).success).toBe(true);
});

test('refuses a form message, saying the type must be card', () => {
  const result = parseCardMessage({ ...textCardMessage, type: 'form' });
  expect(result).toMatchObject({
    success: false,
    issues: [{ pointer: '/type', message: 'type must be "card" for a card message' }],
  });
});

describe('given a card whose image URL is not absolute https', () => {
  test.each([
    ['http://example.org/a.jpg', 'insecure_url'],
    ['//example.org/a.jpg', 'invalid_url'],
    ['javascript:alert(1)', 'unsafe_url'],
  ])('strict parsing refuses %s with %s at its pointer', (imageUrl, code) => {
    const result = parseCardMessage(withCard({ imageUrl }));
    expect(result).toMatchObject({
      success: false,
      issues: [{ pointer: '/data/interactiveData/imageUrl', code }],
    });
  });

  test('lenient parsing drops the image with a warning and keeps the rest', () => {
    const result = parseCardMessage(withCard({ imageUrl: 'http://example.org/a.jpg' }), {
      mode: 'lenient',
    });
    expect(result).toMatchObject({
      success: true,
      warnings: [{ pointer: '/data/interactiveData/imageUrl', code: 'removed_key' }],
    });
    if (!result.success) return;
    expect(result.data.data.interactiveData).not.toHaveProperty('imageUrl');
    expect(result.data.data.interactiveData.cardActions).toHaveLength(4);
  });
});

describe('given a card with a button whose action type is unknown', () => {
  const unknownAction = {
    elementType: 'button',
    elementId: 'poll',
    buttonText: 'Vote',
    action: { actionType: 'vote' },
  };

  test('strict parsing names the unknown action type at its pointer', () => {
    const result = parseCardMessage(withCard({ cardActions: [unknownAction] }));
    expect(result).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/data/interactiveData/cardActions/0/action/actionType',
          code: 'unknown_action_type',
        },
      ],
    });
  });

  test('lenient parsing leaves that button out with a warning and keeps the others', () => {
    const buttons = [...cardMessage.data.interactiveData.cardActions, unknownAction];
    const result = parseCardMessage(withCard({ cardActions: buttons }), { mode: 'lenient' });
    expect(result).toMatchObject({
      success: true,
      warnings: [{ pointer: '/data/interactiveData/cardActions/4', code: 'skipped_element' }],
    });
    if (!result.success) return;
    expect(result.data.data.interactiveData.cardActions.map((button) => button.elementId)).toEqual([
      'book',
      'menu',
      'open-app',
      'remind',
    ]);
  });
});

test("renames the kits' action aliases in a card's buttons, with a warning each", () => {
  const custom = { ...cardMessage.data.interactiveData.cardActions[3], action: { type: 'custom' } };
  const message = withCard({ cardActions: [custom] });
  const result = parseCardMessage({
    ...message,
    data: { ...message.data, interactionGoal: undefined },
  });
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(result.data.data.interactiveData.cardActions[0]?.action.actionType).toBe('customAction');
  expect(result.warnings.length).toBeGreaterThan(0);
});

test('refuses a goal that names no button of the card', () => {
  const message = structuredClone(cardMessage);
  message.data.interactionGoal.elementIds = ['nothing'];
  expect(parseCardMessage(message)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data/interactionGoal/elementIds/0', code: 'unknown_element_id' }],
  });
});

test('createCardMessage writes category, type and every default', () => {
  const { category, type, ...rest } = textCardMessage;
  expect(createCardMessage(rest)).toMatchObject({
    category,
    type,
    data: { allowSenderInteraction: false },
  });
});

test('never throws, whatever it is given', () => {
  fc.assert(
    fc.property(fc.anything(), fc.constantFrom('strict', 'lenient' as const), (input, mode) => {
      const result = parseCardMessage(input, { mode: mode as 'strict' | 'lenient' });
      expect(typeof result.success).toBe('boolean');
    }),
  );
});

test('finds the type of the interactive messages that are not forms', () => {
  expect(findOtherInteractiveType(cardMessage)).toBe('card');
  expect(findOtherInteractiveType(JSON.stringify(schedulerMessage))).toBe('scheduler');
  expect(findOtherInteractiveType(customInteractiveMessage)).toBe('customInteractive');
  expect(findOtherInteractiveType({ category: 'interactive', type: 'form' })).toBeUndefined();
  expect(findOtherInteractiveType('{ not json')).toBeUndefined();
});

test('reads a scheduler as its title and its calendar file, with one reason', () => {
  expect(readInteractiveMessageText(schedulerMessage)).toEqual({
    type: 'scheduler',
    text: 'Meet with the garden team',
    link: 'https://example.org/calendar/garden-team.ics',
    reason: expect.objectContaining({
      code: 'not_a_form',
      message: 'scheduler messages are not forms: shown as text',
    }),
  });
});

test('reads a custom interactive message as its text and link, and no link that is not http(s)', () => {
  expect(readInteractiveMessageText(customInteractiveMessage)).toMatchObject({
    text: 'Your parcel is on its way.',
    link: 'https://example.org/parcels/track',
  });
  const unsafe = {
    category: 'interactive',
    type: 'customInteractive',
    data: { interactiveData: { text: 'Hello', url: 'javascript:alert(1)' } },
  };
  expect(readInteractiveMessageText(unsafe)).toMatchObject({ text: 'Hello', link: undefined });
  expect(readInteractiveMessageText(cardMessage)).toBeUndefined();
});

import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  createLabelElement,
  parseFormMessage,
  type ParseResult,
} from './index.js';

function createPoll(interactionGoal: unknown) {
  const message = createFormMessage({
    receiver: 'team-lunch',
    receiverType: 'group',
    title: 'Lunch',
    formFields: [
      createLabelElement({ elementId: 'intro', text: 'Pizza or pasta?' }),
      createButtonElement({
        elementId: 'pizza',
        buttonText: 'Pizza',
        action: createApiAction({ url: 'https://example.org/votes' }),
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'pasta',
      buttonText: 'Pasta',
      action: createApiAction({ url: 'https://example.org/votes' }),
    }),
  });
  return { ...message, data: { ...message.data, interactionGoal } };
}

function listWarnings(result: ParseResult<unknown>): string[] {
  return result.success ? result.warnings.map((issue) => `${issue.pointer} ${issue.code}`) : [];
}

test.each(['strict', 'lenient'] as const)(
  'warns in %s mode that allOf with no elementIds is complete at once and anyOf with none never',
  (mode) => {
    expect(
      listWarnings(parseFormMessage(createPoll({ type: 'allOf', elementIds: [] }), { mode })),
    ).toEqual(['/data/interactionGoal/elementIds goal_complete_at_once']);
    expect(listWarnings(parseFormMessage(createPoll({ type: 'anyOf' }), { mode }))).toEqual([
      '/data/interactionGoal/elementIds goal_never_completes',
    ]);
  },
);

test('warns that a goal naming only what is not a button never completes', () => {
  expect(
    listWarnings(parseFormMessage(createPoll({ type: 'allOf', elementIds: ['pizza', 'intro'] }))),
  ).toEqual(['/data/interactionGoal/elementIds/1 goal_never_completes']);
  expect(
    listWarnings(parseFormMessage(createPoll({ type: 'anyOf', elementIds: ['intro'] }))),
  ).toEqual(['/data/interactionGoal/elementIds/0 goal_never_completes']);
});

test('says nothing of goals a press can meet', () => {
  for (const goal of [
    { type: 'anyOf', elementIds: ['intro', 'pizza'] },
    { type: 'allOf', elementIds: ['pizza', 'pasta'] },
    { type: 'anyAction', elementIds: [] },
    { type: 'none', elementIds: [] },
  ])
    expect(listWarnings(parseFormMessage(createPoll(goal)))).toEqual([]);
});

import { expect, test } from 'vitest';

import { isInteractionGoalComplete } from './index.js';

const clicked = (...elementIds: string[]) =>
  elementIds.map((elementId) => ({ elementId, interactedAt: 1 }));

test('completes anyAction on the first interaction of any element', () => {
  expect(isInteractionGoalComplete({ type: 'anyAction', elementIds: [] }, [])).toBe(false);
  expect(isInteractionGoalComplete({ type: 'anyAction', elementIds: [] }, clicked('help'))).toBe(
    true,
  );
});

test('completes anyOf when one listed element was used', () => {
  const goal = { type: 'anyOf' as const, elementIds: ['yes', 'no'] };
  expect(isInteractionGoalComplete(goal, clicked('help'))).toBe(false);
  expect(isInteractionGoalComplete(goal, clicked('no'))).toBe(true);
});

test('completes allOf only when every listed element was used', () => {
  const goal = { type: 'allOf' as const, elementIds: ['a', 'b'] };
  expect(isInteractionGoalComplete(goal, clicked('a'))).toBe(false);
  expect(isInteractionGoalComplete(goal, clicked('a', 'b'))).toBe(true);
});

test('never completes none', () => {
  expect(isInteractionGoalComplete({ type: 'none', elementIds: [] }, clicked('a', 'b'))).toBe(
    false,
  );
});

test('treats anyOf and allOf with no elementIds like anyAction', () => {
  expect(isInteractionGoalComplete({ type: 'allOf' }, [])).toBe(false);
  expect(isInteractionGoalComplete({ type: 'allOf' }, clicked('x'))).toBe(true);
});

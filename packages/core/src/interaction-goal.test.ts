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

test('completes allOf with no elementIds before any interaction, as the kit does', () => {
  expect(isInteractionGoalComplete({ type: 'allOf' }, [])).toBe(true);
  expect(isInteractionGoalComplete({ type: 'allOf', elementIds: [] }, clicked('x'))).toBe(true);
});

test('never completes anyOf with no elementIds, as the kit does', () => {
  expect(isInteractionGoalComplete({ type: 'anyOf' }, clicked('x'))).toBe(false);
  expect(isInteractionGoalComplete({ type: 'anyOf', elementIds: [] }, [])).toBe(false);
});

test('never completes a goal type it does not know, as the kit does', () => {
  const goal = { type: 'oneOf' } as unknown as Parameters<typeof isInteractionGoalComplete>[0];
  expect(isInteractionGoalComplete(goal, clicked('x'))).toBe(false);
});

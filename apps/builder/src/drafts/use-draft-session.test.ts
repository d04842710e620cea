import { createEmptyFormMessage } from '@chatforms/core/editing';
import { surveyMessage } from '@chatforms/fixtures';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { listDrafts } from './draft-store.js';
import { useDraftSession } from './use-draft-session.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stubRefusingStorage() {
  vi.stubGlobal('localStorage', {
    length: 0,
    key: () => null,
    getItem: () => null,
    removeItem: () => undefined,
    clear: () => undefined,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
}

test('every change of the message is saved under the draft id', () => {
  const { rerender } = renderHook(
    ({ message }) => useDraftSession('d1', message, vi.fn(), vi.fn()),
    { initialProps: { message: createEmptyFormMessage() } },
  );

  rerender({ message: surveyMessage });

  expect(listDrafts()).toEqual([
    expect.objectContaining({ id: 'd1', title: 'Quick survey', message: surveyMessage }),
  ]);
});

test('a browser refusing to store drafts is said once, not on every change', () => {
  stubRefusingStorage();
  const announce = vi.fn();
  const { rerender } = renderHook(
    ({ message }) => useDraftSession('d1', message, vi.fn(), announce),
    { initialProps: { message: createEmptyFormMessage() } },
  );

  rerender({ message: surveyMessage });
  rerender({ message: createEmptyFormMessage() });

  expect(announce).toHaveBeenCalledTimes(1);
  expect(announce).toHaveBeenCalledWith(
    'The browser refused to store drafts: export the message to keep it.',
  );
});

test('a message opened as a new draft gets a new id and clears the selection', () => {
  const dispatch = vi.fn();
  const { result } = renderHook(() =>
    useDraftSession('d1', createEmptyFormMessage(), dispatch, vi.fn()),
  );

  act(() => result.current.openAsNewDraft(surveyMessage));

  expect(result.current.draftId).not.toBe('d1');
  expect(dispatch.mock.calls).toEqual([
    [{ type: 'replaceMessage', message: surveyMessage }],
    [{ type: 'select', elementId: null }],
  ]);
});

test('a saved draft opens under its own id and is announced by its title', () => {
  const dispatch = vi.fn();
  const announce = vi.fn();
  const { result } = renderHook(() =>
    useDraftSession('d1', createEmptyFormMessage(), dispatch, announce),
  );

  act(() =>
    result.current.openDraft({
      id: 'd2',
      title: 'Quick survey',
      updatedAt: 0,
      message: surveyMessage,
    }),
  );

  expect(result.current.draftId).toBe('d2');
  expect(dispatch).toHaveBeenCalledWith({ type: 'replaceMessage', message: surveyMessage });
  expect(announce).toHaveBeenCalledWith('Opened draft “Quick survey”.');
});

import { act, renderHook } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';

import { useClipboardCopy } from './use-clipboard-copy.js';

afterEach(() => vi.restoreAllMocks());

test('a copy the browser allows is said and leaves nothing to copy by hand', async () => {
  userEvent.setup();
  const onStatus = vi.fn();
  const { result } = renderHook(() => useClipboardCopy(onStatus));

  await act(() => result.current.copy('the JSON', '{}'));

  expect(onStatus).toHaveBeenCalledWith('Copied the JSON to the clipboard.');
  expect(result.current.refused).toBeNull();
  expect(await navigator.clipboard.readText()).toBe('{}');
});

test('a copy the browser refuses is kept for copying by hand until dismissed', async () => {
  userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('denied', 'NotAllowedError'),
  );
  const onStatus = vi.fn();
  const { result } = renderHook(() => useClipboardCopy(onStatus));

  await act(() => result.current.copy('the TypeScript', 'const message = {};'));

  expect(onStatus).toHaveBeenCalledWith('Copy the TypeScript from the box below.');
  expect(result.current.refused).toEqual({ what: 'the TypeScript', text: 'const message = {};' });
  act(() => result.current.dismiss());
  expect(result.current.refused).toBeNull();
});

test('a copy that succeeds after a refusal clears the text kept for copying by hand', async () => {
  userEvent.setup();
  const writeText = vi
    .spyOn(navigator.clipboard, 'writeText')
    .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  const { result } = renderHook(() => useClipboardCopy(vi.fn()));

  await act(() => result.current.copy('the JSON', '{}'));
  expect(result.current.refused).not.toBeNull();
  await act(() => result.current.copy('the JSON', '{}'));

  expect(writeText).toHaveBeenCalledTimes(2);
  expect(result.current.refused).toBeNull();
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { statusLifetimeMs, useStatusAnnouncer } from './use-status-announcer.js';

afterEach(() => vi.useRealTimers());

test('a status such as “Copied…” goes away a few seconds after it is said', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useStatusAnnouncer('new'));

  act(() => result.current[1]('Copied the JSON to the clipboard.'));
  expect(result.current[0]).toBe('Copied the JSON to the clipboard.');
  act(() => {
    vi.advanceTimersByTime(statusLifetimeMs - 1);
  });
  expect(result.current[0]).toBe('Copied the JSON to the clipboard.');
  act(() => {
    vi.advanceTimersByTime(1);
  });

  expect(result.current[0]).toBe('');
});

test('saying the same status again keeps it on the line for the whole time again', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useStatusAnnouncer('new'));
  act(() => result.current[1]('Copied the JSON to the clipboard.'));
  act(() => {
    vi.advanceTimersByTime(statusLifetimeMs - 1000);
  });

  act(() => result.current[1]('Copied the JSON to the clipboard.'));
  act(() => {
    vi.advanceTimersByTime(statusLifetimeMs - 1000);
  });

  expect(result.current[0]).toBe('Copied the JSON to the clipboard.');
});

test('the opening status goes away too', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useStatusAnnouncer('draft'));
  expect(result.current[0]).toBe('Reopened your last draft.');

  act(() => {
    vi.advanceTimersByTime(statusLifetimeMs);
  });

  expect(result.current[0]).toBe('');
});

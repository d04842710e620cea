import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';
import { useInteractiveForm } from './use-interactive-form.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('given a disableAfterInteracted button pressed twice before the form re-renders', () => {
  test('sends one request and reports one interaction', async () => {
    const stub = createFetchStub(200);
    const onInteraction = vi.fn();
    const submitElement = createTestSubmit({ disableAfterInteracted: true });
    const message = createTestMessage([], { submitElement, interactionGoal: { type: 'none' } });
    render(<InteractiveForm message={message} fetch={stub.fetch} onInteraction={onInteraction} />);
    const button = screen.getByRole('button', { name: 'Send' });
    // Inside act React renders nothing until the end, so the second click meets the first's
    // finished request before the interaction is on screen, as a fast server makes happen.
    await act(async () => {
      button.click();
      await vi.waitFor(() => expect(onInteraction).toHaveBeenCalled());
      await wait(20);
      button.click();
      await wait(20);
    });
    expect(stub.requests).toHaveLength(1);
    expect(onInteraction).toHaveBeenCalledTimes(1);
    button.click();
    await act(() => wait(20));
    expect(stub.requests).toHaveLength(1);
  });
});

test('sends again when a button without disableAfterInteracted is pressed after its outcome shows', async () => {
  const stub = createFetchStub(200);
  const onInteraction = vi.fn();
  const submitElement = createTestSubmit({ disableAfterInteracted: false });
  const message = createTestMessage([], { submitElement, interactionGoal: { type: 'none' } });
  render(<InteractiveForm message={message} fetch={stub.fetch} onInteraction={onInteraction} />);
  const button = screen.getByRole('button', { name: 'Send' });
  await act(async () => {
    button.click();
    await vi.waitFor(() => expect(onInteraction).toHaveBeenCalled());
  });
  await act(async () => {
    button.click();
    await vi.waitFor(() => expect(onInteraction).toHaveBeenCalledTimes(2));
  });
  expect(stub.requests).toHaveLength(2);
});

test('a pressButton kept from before the interaction does not send a used-up button again', async () => {
  const stub = createFetchStub(200);
  const onInteraction = vi.fn();
  const submitElement = createTestSubmit({ disableAfterInteracted: true });
  const message = createTestMessage([], { submitElement, interactionGoal: { type: 'none' } });
  const { result } = renderHook(() =>
    useInteractiveForm(message, { fetch: stub.fetch, onInteraction }),
  );
  const stalePress = result.current.pressButton;
  await act(() => stalePress(submitElement));
  expect(result.current.getButtonState(submitElement).disabled).toBe(true);
  await act(() => stalePress(submitElement));
  expect(stub.requests).toHaveLength(1);
  expect(onInteraction).toHaveBeenCalledTimes(1);
});

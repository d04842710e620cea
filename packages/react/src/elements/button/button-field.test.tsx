import { createButtonElement, createCustomAction, createTextInputElement } from '@chatforms/core';
import { completedFormMessage, orderConfirmationMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createFetchStub, createTestMessage } from '../../test-support/create-test-message.js';

const nameField = createTextInputElement({ elementId: 'name', label: 'Name', defaultValue: 'Ada' });

test('shows its buttonText; the submit button submits and the others are plain buttons', () => {
  render(<InteractiveForm message={orderConfirmationMessage} />);
  expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('button', { name: 'Track order' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveAttribute(
    'data-state',
    'idle',
  );
});

test('shows progress while its action runs and cannot be pressed twice', async () => {
  const user = userEvent.setup();
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  render(<InteractiveForm message={createTestMessage([nameField])} fetch={fetch} />);
  const button = screen.getByRole('button', { name: 'Send' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('data-state', 'submitting');
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(fetch).toHaveBeenCalledTimes(1);
  answer(new Response('{}', { status: 200 }));
  await screen.findByText('Thank you for filling out the form.');
});

test('is disabled after its action succeeds when disableAfterInteracted is true', async () => {
  const user = userEvent.setup();
  const help = createButtonElement({
    elementId: 'help',
    buttonText: 'Call me',
    action: createCustomAction(),
  });
  const onCustomAction = vi.fn();
  render(<InteractiveForm message={createTestMessage([help])} onCustomAction={onCustomAction} />);
  const button = screen.getByRole('button', { name: 'Call me' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('data-state', 'succeeded');
  await user.click(button);
  expect(onCustomAction).toHaveBeenCalledTimes(1);
});

test('stays enabled after its action succeeds when disableAfterInteracted is false', async () => {
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  render(<InteractiveForm message={orderConfirmationMessage} onNavigate={onNavigate} />);
  const button = screen.getByRole('button', { name: 'Track order' });
  await user.click(button);
  await user.click(button);
  expect(onNavigate).toHaveBeenCalledTimes(2);
  expect(button).not.toHaveAttribute('aria-disabled');
});

test('is disabled on first render when the message already records its interaction', () => {
  const confirm = createButtonElement({
    elementId: 'confirm',
    buttonText: 'Confirm',
    action: createCustomAction(),
  });
  const message = createTestMessage([confirm], {
    interactionGoal: { type: 'allOf', elementIds: ['confirm', 'send'] },
  });
  const received = {
    ...message,
    data: { ...message.data, interactions: [{ elementId: 'confirm', interactedAt: 1 }] },
  };
  render(<InteractiveForm message={received} />);
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
});

test('shows a failure under the button with a retry that runs the action again', async () => {
  const user = userEvent.setup();
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(new Response('oops', { status: 503 }))
    .mockResolvedValueOnce(new Response('{}', { status: 201 }));
  render(<InteractiveForm message={createTestMessage([nameField])} fetch={fetch} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('error 503');
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-state', 'failed');
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
    alert.textContent!,
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText('Thank you for filling out the form.');
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('does nothing when pressed in a read-only form', async () => {
  const user = userEvent.setup();
  const stub = createFetchStub();
  render(<InteractiveForm message={createTestMessage([nameField])} fetch={stub.fetch} readOnly />);
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(stub.requests).toHaveLength(0);
});

test('is not shown once the goal is complete: the completion view replaces the form', () => {
  render(<InteractiveForm message={completedFormMessage} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Thanks for rating your delivery!')).toBeInTheDocument();
});

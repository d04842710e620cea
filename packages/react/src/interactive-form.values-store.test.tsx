import { createTextInputElement, type FormValues } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

const nameField = createTextInputElement({ elementId: 'name', label: 'Name', optional: false });

function createMessage(id: string) {
  const submitElement = createTestSubmit({ disableAfterInteracted: false });
  return {
    ...createTestMessage([nameField], { submitElement, interactionGoal: { type: 'none' } }),
    id,
  };
}

function createStore() {
  const entries = new Map<string, FormValues>();
  return {
    entries,
    get: vi.fn((id: string) => entries.get(id)),
    set: vi.fn((id: string, values: FormValues) => void entries.set(id, values)),
    delete: vi.fn((id: string) => void entries.delete(id)),
  };
}

test('keeps the typed values of a message when its form unmounts and mounts again', async () => {
  const user = userEvent.setup();
  const message = createMessage('remount-1');
  const first = render(<InteractiveForm message={message} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  first.unmount();
  render(<InteractiveForm message={message} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});

test('does not share typed values between messages with different ids', async () => {
  const user = userEvent.setup();
  const first = render(<InteractiveForm message={createMessage('remount-2')} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  first.unmount();
  render(<InteractiveForm message={createMessage('remount-3')} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('keeps unsent values in the store the host gives, by message id', async () => {
  const user = userEvent.setup();
  const store = createStore();
  const message = createMessage('hosted-1');
  const first = render(<InteractiveForm message={message} valuesStore={store} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  expect(store.entries.get('hosted-1')).toEqual({ name: 'Ada' });
  first.unmount();
  render(<InteractiveForm message={message} valuesStore={store} />);
  expect(store.get).toHaveBeenCalledWith('hosted-1');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});

test('forgets the stored values once they are sent', async () => {
  const user = userEvent.setup();
  const store = createStore();
  const stub = createFetchStub(200);
  render(
    <InteractiveForm message={createMessage('hosted-2')} valuesStore={store} fetch={stub.fetch} />,
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText('Sent.');
  expect(store.delete).toHaveBeenCalledWith('hosted-2');
  expect(store.entries.has('hosted-2')).toBe(false);
  expect(screen.queryByText(/not sent/)).toBeNull();
});

test('says that changes made while sending were not sent, and keeps them', async () => {
  const user = userEvent.setup();
  const store = createStore();
  let answer: (response: Response) => void = () => {};
  const requests: string[] = [];
  const fetch = (_url: unknown, init?: RequestInit) => {
    requests.push(String(init?.body));
    return new Promise<Response>((resolve) => (answer = resolve));
  };
  render(
    <InteractiveForm
      message={createMessage('hosted-3')}
      valuesStore={store}
      fetch={fetch as typeof globalThis.fetch}
    />,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  await user.type(name, ' Lovelace');
  answer(new Response('{}', { status: 200 }));
  expect(await screen.findByText('Changes made while sending were not sent.')).toBeVisible();
  expect(requests[0]).toContain('"Ada"');
  expect(store.entries.get('hosted-3')).toEqual({ name: 'Ada Lovelace' });
});

test('keeps working, and tells the developer, when the host store throws', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const stub = createFetchStub(200);
  const failing = () => {
    throw new Error('quota exceeded');
  };
  const store = { get: failing, set: failing, delete: failing };
  render(
    <InteractiveForm message={createMessage('hosted-4')} valuesStore={store} fetch={stub.fetch} />,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Ada');
  expect(name).toHaveValue('Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText('Sent.');
  expect(stub.requests).toHaveLength(1);
  expect(error).toHaveBeenCalledWith(
    '[chatforms]',
    expect.stringContaining('valuesStore'),
    expect.objectContaining({ message: 'quota exceeded' }),
  );
  error.mockRestore();
});

// Each test starts with fresh modules, so with the code a press or a check of values runs not yet
// loaded, as in an app before a form's first paint asks for it (load-interaction-code.ts).
import { createTextInputElement } from '@chatforms/core';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import type * as interactiveForm from './interactive-form.js';
import { createTestMessage } from './test-support/create-test-message.js';

let InteractiveForm: typeof interactiveForm.InteractiveForm;
beforeEach(async () => {
  vi.resetModules();
  vi.doUnmock('./interaction-code.js');
  ({ InteractiveForm } = await import('./interactive-form.js'));
});

const nameField = createTextInputElement({ elementId: 'name', label: 'Name', defaultValue: 'Ada' });

test('a press made before the code it runs has arrived runs once it has, showing its progress', async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./interaction-code.js', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const user = userEvent.setup();
  const onSubmit = vi.fn(() => new Promise<undefined>(() => {}));
  render(<InteractiveForm message={createTestMessage([nameField])} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Send' });
  await user.click(button);
  expect(onSubmit).not.toHaveBeenCalled();

  arrive();
  await waitFor(() => expect(button).toHaveAttribute('data-state', 'submitting'));
  expect(onSubmit).toHaveBeenCalledOnce();
});

test('a press whose code fails to load fails, and a retry loads it again and runs', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.doMock('./interaction-code.js', () => {
    throw new Error('offline');
  });
  const user = userEvent.setup();
  const onSubmit = vi.fn(() => Promise.resolve(undefined));
  render(<InteractiveForm message={createTestMessage([nameField])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong. Your answers are kept; try again.',
  );
  expect(onSubmit).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith('[chatforms]', expect.any(Error));

  vi.doUnmock('./interaction-code.js');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  error.mockRestore();
});

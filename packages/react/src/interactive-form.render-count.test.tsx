import { createLargeFormMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { createProfiledComponents } from './test-support/profiled-components.js';
import { useFormController } from './use-interactive-form.js';

// Counts renders of the live form root: every render of a live <InteractiveForm> calls this hook once.
vi.mock('./use-interactive-form.js', async (importOriginal) => {
  const original = await importOriginal<{ useFormController: typeof useFormController }>();
  return { ...original, useFormController: vi.fn(original.useFormController) };
});

test('typing one character re-renders only that field in a form of 200 fields', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  const updates = new Map<string, number>();
  const components = createProfiledComponents(updates);
  render(<InteractiveForm message={createLargeFormMessage(200)} components={components} />);
  expect(screen.getAllByRole('textbox')).toHaveLength(80);
  const field = screen.getByRole('textbox', { name: 'Field 4' });
  // Focus turns the static form live; what is counted is typing into the live form.
  await user.click(field);
  vi.mocked(useFormController).mockClear();
  updates.clear();

  await user.type(field, 'abc');

  expect(field).toHaveValue('abc');
  expect(Object.fromEntries(updates)).toEqual({ field4: 3 });
  expect(useFormController).not.toHaveBeenCalled();
});

test('after a failed submission, typing still re-renders only the field being fixed', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  const updates = new Map<string, number>();
  const components = createProfiledComponents(updates);
  render(<InteractiveForm message={createLargeFormMessage(200)} components={components} />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const field = screen.getByRole('textbox', { name: 'Field 0' });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  vi.mocked(useFormController).mockClear();
  updates.clear();

  await user.type(field, 'abc');

  expect(field).not.toHaveAttribute('aria-invalid');
  // Three keystrokes, and one more when the first of them clears the error.
  // At most once more, for the form and its submit button, when the fixed field leaves the announced
  // count of invalid fields (React may fold it into a keystroke's commit); never per keystroke.
  const { field0, submit = 0, ...others } = Object.fromEntries(updates);
  expect({ field0, others }).toEqual({ field0: 4, others: {} });
  expect(submit).toBeLessThanOrEqual(1);
  expect(vi.mocked(useFormController).mock.calls.length).toBeLessThanOrEqual(1);
});

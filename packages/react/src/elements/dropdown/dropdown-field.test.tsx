import { createDropdownElement } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

const options = [
  { value: 'in', label: 'India' },
  { value: 'au', label: 'Australia' },
];

test('starts on an empty choice when there is no default', () => {
  const element = createDropdownElement({ elementId: 'country', label: 'Country', options });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveValue('');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose…', 'India', 'Australia']);
});

test('starts on its default and offers no empty choice when it has one', () => {
  const element = createDropdownElement({
    elementId: 'country',
    label: 'Country',
    options,
    defaultValue: 'au',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveValue('au');
  expect(within(select).getAllByRole('option')).toHaveLength(2);
});

test('submits the chosen option value', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createDropdownElement({ elementId: 'country', label: 'Country', options });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Australia');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { country: 'au' } }));
});

test('shows an error when a required dropdown is left on the empty choice', async () => {
  const user = userEvent.setup();
  const element = createDropdownElement({
    elementId: 'country',
    label: 'Country',
    options,
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveAttribute('aria-required', 'true');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Choose an option');
});

test('cannot be changed when the form is read-only', () => {
  const element = createDropdownElement({ elementId: 'country', label: 'Country', options });
  render(<InteractiveForm message={createTestMessage([element])} readOnly />);
  expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
});

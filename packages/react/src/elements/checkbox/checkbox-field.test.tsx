import { createCheckboxElement } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

const options = [
  { value: 'water', label: 'Water' },
  { value: 'power', label: 'Electricity' },
  { value: 'lift', label: 'Lift' },
];

test('renders a group named by its label with one checkbox per option', () => {
  const element = createCheckboxElement({ elementId: 'services', label: 'Services', options });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const group = screen.getByRole('group', { name: 'Services' });
  expect(
    within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
  ).toEqual(['water', 'power', 'lift']);
});

test('checks the options of its defaultValue', () => {
  const element = createCheckboxElement({
    elementId: 'services',
    label: 'Services',
    options,
    defaultValue: ['water', 'lift'],
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Electricity' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Lift' })).toBeChecked();
});

test('submits the checked values in option order', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createCheckboxElement({ elementId: 'services', label: 'Services', options });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('checkbox', { name: 'Lift' }));
  await user.click(screen.getByRole('checkbox', { name: 'Water' }));
  await user.click(screen.getByRole('checkbox', { name: 'Electricity' }));
  await user.click(screen.getByRole('checkbox', { name: 'Electricity' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ values: { services: ['water', 'lift'] } }),
  );
});

test('toggles with the space key', async () => {
  const user = userEvent.setup();
  const element = createCheckboxElement({ elementId: 'services', label: 'Services', options });
  render(<InteractiveForm message={createTestMessage([element])} />);
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Water' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Water' })).toBeChecked();
});

test('names a required group as required and shows its error when nothing is checked', async () => {
  const user = userEvent.setup();
  const element = createCheckboxElement({
    elementId: 'services',
    label: 'Services',
    options,
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  const group = screen.getByRole('group', { name: 'Services required' });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(group).toHaveAccessibleDescription('Choose at least one option');
  expect(screen.getByRole('checkbox', { name: 'Water' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('checkbox', { name: 'Water' })).toHaveFocus();
});

test('clears the error as soon as an option is checked', async () => {
  const user = userEvent.setup();
  const element = createCheckboxElement({
    elementId: 'services',
    label: 'Services',
    options,
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.click(screen.getByRole('checkbox', { name: 'Lift' }));
  expect(screen.queryByText('Choose at least one option')).toBeNull();
});

test('cannot be changed when the form is read-only', () => {
  const element = createCheckboxElement({ elementId: 'services', label: 'Services', options });
  render(<InteractiveForm message={createTestMessage([element])} readOnly />);
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
});

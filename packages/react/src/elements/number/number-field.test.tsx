import { createNumberElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

test('renders a text box with its label, placeholder and default number', () => {
  const element = createNumberElement({
    elementId: 'guests',
    label: 'Guests',
    placeholder: { text: '1 to 12' },
    min: 1,
    defaultValue: 2,
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const box = screen.getByRole('textbox', { name: 'Guests' });
  expect(box).toHaveAttribute('placeholder', '1 to 12');
  expect(box).toHaveValue('2');
  expect(box).toHaveAttribute('inputmode', 'decimal');
});

test('asks for a keyboard with a minus sign when negative numbers are allowed', () => {
  const element = createNumberElement({ elementId: 'change', label: 'Change', min: -10 });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('textbox', { name: 'Change' })).toHaveAttribute('inputmode', 'text');
});

test('marks a required number with aria-required', () => {
  const element = createNumberElement({ elementId: 'guests', label: 'Guests', optional: false });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAttribute('aria-required', 'true');
});

test('submits a decimal typed with a comma as text with a point, under its element id', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createNumberElement({ elementId: 'weight', label: 'Weight', step: 0.5 });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.type(screen.getByRole('textbox', { name: 'Weight' }), '2,5');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { weight: '2.5' } }));
});

test('refuses a number above max with core’s message under the field, then sends once fixed', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createNumberElement({ elementId: 'guests', label: 'Guests', min: 1, max: 12 });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  const box = screen.getByRole('textbox', { name: 'Guests' });
  await user.type(box, '20');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription(expect.stringContaining('Enter 12 or less'));
  await user.clear(box);
  await user.type(box, '12');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { guests: '12' } }));
});

test('names text that is no number and a value off the step', async () => {
  const user = userEvent.setup();
  const element = createNumberElement({ elementId: 'weight', label: 'Weight', step: 0.5 });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  const box = screen.getByRole('textbox', { name: 'Weight' });
  await user.type(box, 'two');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining('Enter a number, such as 12 or 2.5'),
  );
  await user.clear(box);
  await user.type(box, '2.2');
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining('Enter 2 or 2.5: the steps are 0.5'),
  );
});

test('refuses to submit a required number left empty, and says why', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createNumberElement({ elementId: 'guests', label: 'Guests', optional: false });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAttribute('aria-invalid', 'true');
});

import { createRadioElement } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

const options = [
  { value: 'chat', label: 'Chat' },
  { value: 'phone', label: 'Phone' },
  { value: 'mail', label: 'Mail' },
];

test('renders a fieldset named by its legend, holding one radio per option', () => {
  const element = createRadioElement({ elementId: 'contact', label: 'Contact', options });
  const { container } = render(<InteractiveForm message={createTestMessage([element])} />);
  const group = screen.getByRole('radiogroup', { name: 'Contact' });
  expect(group.tagName).toBe('FIELDSET');
  expect(container.querySelector('legend')).toHaveTextContent('Contact');
  expect(within(group).getAllByRole('radio')).toHaveLength(3);
});

test('checks its default option', () => {
  const element = createRadioElement({
    elementId: 'contact',
    label: 'Contact',
    options,
    defaultValue: 'phone',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
});

test('moves the choice with the arrow keys', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createRadioElement({
    elementId: 'contact',
    label: 'Contact',
    options,
    defaultValue: 'chat',
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Chat' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { contact: 'phone' } }));
});

test('keeps radios of two forms with the same elementId apart', async () => {
  const user = userEvent.setup();
  const element = createRadioElement({ elementId: 'contact', label: 'Contact', options });
  render(
    <>
      <InteractiveForm message={createTestMessage([element])} />
      <InteractiveForm message={createTestMessage([element])} />
    </>,
  );
  const [first, second] = screen.getAllByRole('radiogroup');
  await user.click(within(first!).getByRole('radio', { name: 'Chat' }));
  await user.click(within(second!).getByRole('radio', { name: 'Mail' }));
  expect(within(first!).getByRole('radio', { name: 'Chat' })).toBeChecked();
});

test('is required and invalid on the radiogroup itself', async () => {
  const user = userEvent.setup();
  const element = createRadioElement({
    elementId: 'contact',
    label: 'Contact',
    options,
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const group = screen.getByRole('radiogroup', { name: 'Contact' });
  expect(group).toHaveAttribute('aria-required', 'true');
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose an option');
  expect(screen.getByRole('radio', { name: 'Chat' })).toHaveFocus();
});

test('cannot be changed when the form is read-only', () => {
  const element = createRadioElement({ elementId: 'contact', label: 'Contact', options });
  render(<InteractiveForm message={createTestMessage([element])} readOnly />);
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
});

import { createSingleSelectElement } from '@chatforms/core';
import { feedbackMessage } from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

const options = [
  { value: 'a', label: 'A Wing' },
  { value: 'b', label: 'B Wing' },
];

test('renders option chips with radio semantics, styled unlike a radio list', () => {
  render(<InteractiveForm message={feedbackMessage} />);
  const group = screen.getByRole('radiogroup', { name: 'Rate your support chat' });
  expect(group).toHaveClass('chatforms-choices-chips');
  const radios = within(group).getAllByRole('radio');
  for (const radio of radios) expect(radio.closest('label')).toHaveClass('chatforms-chip');
  expect(radios).toHaveLength(4);
});

test('chooses an option when its chip is clicked', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createSingleSelectElement({ elementId: 'wing', label: 'Wing', options });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByText('B Wing'));
  expect(screen.getByRole('radio', { name: 'B Wing' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { wing: 'b' } }));
});

test('is one tab stop whose choice moves with the arrow keys', async () => {
  const user = userEvent.setup();
  const element = createSingleSelectElement({
    elementId: 'wing',
    label: 'Wing',
    options,
    defaultValue: 'a',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'A Wing' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'B Wing' })).toBeChecked();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
});

test('shows a required error when no chip is chosen', async () => {
  const user = userEvent.setup();
  const element = createSingleSelectElement({
    elementId: 'wing',
    label: 'Wing',
    options,
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('radiogroup', { name: 'Wing' })).toHaveAccessibleDescription(
    'Choose an option',
  );
});

test('cannot be changed when the form is read-only', () => {
  const element = createSingleSelectElement({ elementId: 'wing', label: 'Wing', options });
  render(<InteractiveForm message={createTestMessage([element])} readOnly />);
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
});

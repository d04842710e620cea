import { createRatingElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

test('renders a text box with its label, placeholder and default text', () => {
  const element = createRatingElement({
    elementId: 'answer',
    label: 'Answer',
    placeholder: { text: 'Ada' },
    defaultValue: 'Grace',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const box = screen.getByRole('textbox', { name: 'Answer' });
  expect(box).toHaveAttribute('placeholder', 'Ada');
  expect(box).toHaveValue('Grace');
});

test('marks a required rating with aria-required', () => {
  const element = createRatingElement({
    elementId: 'answer',
    label: 'Answer',
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveAttribute('aria-required', 'true');
});

test('submits what the reader typed under its element id', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createRatingElement({ elementId: 'answer', label: 'Answer' });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ values: { answer: 'Ada Lovelace' } }),
  );
});

test('refuses to submit a required rating left empty, and says why', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createRatingElement({
    elementId: 'answer',
    label: 'Answer',
    optional: false,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveAttribute('aria-invalid', 'true');
});

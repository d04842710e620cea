import { createRatingElement, validateSubmission } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { createFormValuesCheck } from '../../check-form-values.js';
import { InteractiveForm } from '../../interactive-form.js';
import { defaultMessages } from '../../messages.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

test('draws a stars rating as a radio group named by its label, one radio per star, its default chosen', () => {
  const element = createRatingElement({
    elementId: 'stay',
    label: 'Your stay',
    max: 4,
    defaultValue: 3,
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const group = screen.getByRole('radiogroup', { name: 'Your stay' });
  const stars = within(group).getAllByRole('radio');
  expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
  expect(within(group).getByRole('radio', { name: '3' })).toBeChecked();
  // The stars up to the chosen one are filled.
  expect(stars.map((star) => star.closest('label')?.hasAttribute('data-filled'))).toEqual([
    true,
    true,
    true,
    false,
  ]);
});

test('an nps rating offers 0 to 10 and describes the group with its two ends', () => {
  const element = createRatingElement({
    elementId: 'recommend',
    label: 'Recommend us?',
    scale: 'nps',
    lowLabel: 'Not likely',
    highLabel: 'Very likely',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const group = screen.getByRole('radiogroup', { name: 'Recommend us?' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  expect(group).toHaveAccessibleDescription('0: Not likely 10: Very likely');
});

test('arrow keys move the choice and the number is submitted as text under the element id', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createRatingElement({ elementId: 'stay', label: 'Your stay' });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('radio', { name: '2' }));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { stay: '4' } }));
});

test('refuses to submit a required rating left empty, and says why', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createRatingElement({ elementId: 'stay', label: 'Your stay', optional: false });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  const group = screen.getByRole('radiogroup', { name: 'Your stay' });
  expect(group).toHaveAttribute('aria-required', 'true');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('This field is required');
});

test('a number off the scale reads as core says it, and in the form’s own language', () => {
  const element = createRatingElement({ elementId: 'stay', label: 'Your stay', max: 3 });
  const message = createTestMessage([element]);
  const server = validateSubmission(message, { stay: '4' });
  const browser = createFormValuesCheck(message, defaultMessages)({ stay: '4' });
  expect(server.success ? undefined : server.issues[0]?.message).toBe(
    'Choose a whole number from 1 to 3',
  );
  expect(Object.values(browser).map((error) => error.message)).toEqual([
    'Choose a whole number from 1 to 3',
  ]);
  const german = {
    ...defaultMessages,
    outOfRange: (lowest: number, highest: number) => `${lowest}–${highest}`,
  };
  expect(Object.values(createFormValuesCheck(message, german)({ stay: '4' }))[0]?.message).toBe(
    '1–3',
  );
});

import { createLabelElement, createTextInputElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

test('shows its text as a paragraph of the form', () => {
  const fields = [createLabelElement({ elementId: 'intro', text: 'Two minutes, four questions.' })];
  render(<InteractiveForm message={createTestMessage(fields)} />);
  const text = screen.getByText('Two minutes, four questions.');
  expect(text.tagName).toBe('P');
  // The author's text keeps its own direction inside a right-to-left chat, and the other way round.
  expect(text).toHaveAttribute('dir', 'auto');
});

test('submits nothing', async () => {
  const fields = [
    createLabelElement({ elementId: 'intro', text: 'Hello' }),
    createTextInputElement({ elementId: 'name', label: 'Name', defaultValue: 'Ada' }),
  ];
  let values: unknown;
  render(
    <InteractiveForm
      message={createTestMessage(fields)}
      onSubmit={(submission) => {
        values = submission.values;
      }}
    />,
  );
  screen.getByRole('button', { name: 'Send' }).click();
  await screen.findByText('Thank you for filling out the form.');
  expect(values).toEqual({ name: 'Ada' });
});

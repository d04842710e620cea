// Each test starts with fresh modules, so with no element component loaded on demand yet, as in an
// app before its first form holding a number or a rating.
import { createRatingElement, createTextInputElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';

import type * as interactiveForm from './interactive-form.js';
import { createTestMessage } from './test-support/create-test-message.js';

let InteractiveForm: typeof interactiveForm.InteractiveForm;
beforeEach(async () => {
  vi.resetModules();
  vi.doUnmock('./elements/rating/rating-field.js');
  ({ InteractiveForm } = await import('./interactive-form.js'));
});

const nameField = createTextInputElement({ elementId: 'name', label: 'Name' });
const stayField = createRatingElement({ elementId: 'stay', label: 'Your stay' });

/** Holds the rating's chunk back until `arrive` is called, counting the times it is asked for. */
function holdRatingChunk() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const asked = vi.fn();
  vi.doMock('./elements/rating/rating-field.js', async (importOriginal) => {
    asked();
    await arrived;
    return importOriginal();
  });
  return { arrive, asked };
}

test('a form without a rating renders at once and never asks for its chunk', () => {
  const { asked } = holdRatingChunk();
  render(<InteractiveForm message={createTestMessage([nameField])} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(asked).not.toHaveBeenCalled();
});

test('a form with a rating shows its loading line until the chunk arrives, then the whole form', async () => {
  const { arrive, asked } = holdRatingChunk();
  render(<InteractiveForm message={createTestMessage([nameField, stayField])} />);
  expect(screen.getByText('Loading the form…')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  arrive();
  expect(await screen.findByRole('radiogroup', { name: 'Your stay' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(asked).toHaveBeenCalledOnce();
});

test('a rating whose chunk fails to load leaves no form waiting: it says the form cannot be shown', async () => {
  vi.doMock('./elements/rating/rating-field.js', () => {
    throw new Error('chunk unreachable');
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<InteractiveForm message={createTestMessage([nameField, stayField])} />);
  expect(await screen.findByText('This form cannot be shown.')).toBeInTheDocument();
  expect(screen.queryByText('Loading the form…')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining(
      'the code this form loads on demand (its dates or an element type) could not be loaded',
    ),
  );
  warn.mockRestore();
});

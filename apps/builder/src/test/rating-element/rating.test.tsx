import './register-rating.js';

import {
  createFormMessageJsonSchema,
  type FormMessageInput,
  getDefaultValues,
  parseFormMessage,
  validateSubmission,
} from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { InteractiveForm } from '@chatforms/react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { App } from '../../app.js';
import { toTypeScript } from '../../export/to-typescript.js';
import { lintMessage } from '../../lint/lint-message.js';

function messageWith(...formFields: unknown[]): FormMessageInput {
  const message = createEmptyFormMessage();
  const interactiveData = { ...message.data.interactiveData, formFields };
  return { ...message, data: { ...message.data, interactiveData } } as FormMessageInput;
}

const stay = { elementType: 'rating', elementId: 'stay', label: 'Your stay', optional: false };

test('parsing reads a rating, renames its alias and applies its defaults', () => {
  const result = parseFormMessage(messageWith({ ...stay, elementType: 'stars' }));
  expect(result.success && result.data.data.interactiveData.formFields[0]).toEqual({
    ...stay,
    max: 5,
  });
  expect(result.success && result.warnings.map((warning) => warning.pointer)).toEqual([
    '/data/interactiveData/formFields/0/elementType',
  ]);
});

test('parsing reports a rating default out of range at its pointer', () => {
  const result = parseFormMessage(messageWith({ ...stay, max: 3, defaultValue: '4' }));
  expect(!result.success && result.issues.map((issue) => [issue.pointer, issue.message])).toEqual([
    [
      '/data/interactiveData/formFields/0/defaultValue',
      'defaultValue must be a whole number of stars from 1 to 3',
    ],
  ]);
});

test('the JSON Schema describes a rating among the element types', () => {
  const schema = createFormMessageJsonSchema() as { $defs: Record<string, { title?: string }> };
  expect(schema.$defs.ratingElement?.title).toBe('rating element');
  expect(JSON.stringify(schema)).toContain('"const":"rating"');
});

test('a submission checks a rating with its own rules', () => {
  const parsed = parseFormMessage(messageWith(stay));
  if (!parsed.success) throw new Error('the message should parse');
  expect(getDefaultValues(parsed.data)).toEqual({ stay: '' });
  expect(validateSubmission(parsed.data, { stay: '4' })).toMatchObject({ success: true });
  const refused = validateSubmission(parsed.data, { stay: '' });
  expect(!refused.success && refused.issues[0]).toMatchObject({
    pointer: '/stay',
    message: 'Choose a rating',
  });
});

test('the renderer draws a rating and submits the stars chosen', async () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  const user = userEvent.setup();
  render(<InteractiveForm message={messageWith(stay)} fetch={fetch} />);
  const group = screen.getByRole('group', { name: 'Your stay' });

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await within(group).findByText('Choose a rating')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();

  await user.click(within(group).getByRole('radio', { name: '4 stars' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toMatchObject({ data: { formData: { stay: '4' } } });
});

test('the builder offers a rating in its palette and edits it in its inspector', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });

  await user.click(within(palette).getByRole('button', { name: 'Rating' }));
  const canvas = screen.getByRole('list', { name: 'Form elements' });
  await user.click(within(canvas).getByRole('button', { name: /^Rating Your rating/ }));

  expect(screen.getByRole('heading', { level: 2, name: 'Rating rating1' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Stars'));
  await user.type(screen.getByLabelText('Stars'), '3');
  await user.clear(screen.getByLabelText('Label'));
  await user.type(screen.getByLabelText('Label'), 'Breakfast');
  const preview = screen.getAllByRole('group', { name: 'Breakfast' })[0];
  expect(preview && within(preview).getAllByRole('radio')).toHaveLength(3);
});

test('lint and the TypeScript export treat a rating like any input', () => {
  const message = messageWith({ elementType: 'rating', elementId: 'stay', label: '' });
  expect(lintMessage(message).map((finding) => finding.code)).toContain('missing_label');
  expect(toTypeScript(message)).toContain('elementType: "rating"');
});

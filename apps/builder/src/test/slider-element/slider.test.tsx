import './register-slider.js';

import {
  createFormMessageJsonSchema,
  type FormMessageInput,
  getDefaultValues,
  parseFormMessage,
  validateSubmission,
} from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { InteractiveForm } from '@chatforms/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
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

const stay = { elementType: 'slider', elementId: 'stay', label: 'Your stay', optional: false };

test('parsing reads a slider, renames its alias and applies its defaults', () => {
  const result = parseFormMessage(messageWith({ ...stay, elementType: 'range' }));
  expect(result.success && result.data.data.interactiveData.formFields[0]).toEqual({
    ...stay,
    max: 5,
  });
  expect(result.success && result.warnings.map((warning) => warning.pointer)).toEqual([
    '/data/interactiveData/formFields/0/elementType',
  ]);
});

test('parsing reports a slider default out of range at its pointer', () => {
  const result = parseFormMessage(messageWith({ ...stay, max: 3, defaultValue: '4' }));
  expect(!result.success && result.issues.map((issue) => [issue.pointer, issue.message])).toEqual([
    [
      '/data/interactiveData/formFields/0/defaultValue',
      'defaultValue must be a whole number from 1 to 3',
    ],
  ]);
});

test('the JSON Schema describes a slider among the element types', () => {
  const schema = createFormMessageJsonSchema() as { $defs: Record<string, { title?: string }> };
  expect(schema.$defs.sliderElement?.title).toBe('slider element');
  expect(JSON.stringify(schema)).toContain('"const":"slider"');
});

test('a submission checks a slider with its own rules', () => {
  const parsed = parseFormMessage(messageWith(stay));
  if (!parsed.success) throw new Error('the message should parse');
  expect(getDefaultValues(parsed.data)).toEqual({ stay: '' });
  expect(validateSubmission(parsed.data, { stay: '4' })).toMatchObject({ success: true });
  const refused = validateSubmission(parsed.data, { stay: '' });
  expect(!refused.success && refused.issues[0]).toMatchObject({
    pointer: '/stay',
    message: 'Move the slider',
  });
});

test('the renderer draws a slider and submits the value chosen', async () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  const user = userEvent.setup();
  render(<InteractiveForm message={messageWith(stay)} fetch={fetch} />);
  const slider = screen.getByRole('slider', { name: 'Your stay (required)' });

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Move the slider')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();

  // user-event cannot drag a range input; a change event is what the browser sends when it moves.
  fireEvent.change(slider, { target: { value: '4' } });
  expect(slider).toHaveAttribute('aria-valuetext', '4 of 5');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toMatchObject({ data: { formData: { stay: '4' } } });
});

test('the builder offers a slider in its palette and edits it in its inspector', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });

  await user.click(within(palette).getByRole('button', { name: 'Slider' }));
  const canvas = screen.getByRole('list', { name: 'Form elements' });
  await user.click(within(canvas).getByRole('button', { name: /^Slider Your slider/ }));

  expect(screen.getByRole('heading', { level: 2, name: 'Slider slider1' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Highest value'));
  await user.type(screen.getByLabelText('Highest value'), '3');
  await user.clear(screen.getByLabelText('Label'));
  await user.type(screen.getByLabelText('Label'), 'Breakfast');
  expect(screen.getAllByRole('slider', { name: 'Breakfast' })[0]).toHaveAttribute('max', '3');
});

test('lint and the TypeScript export treat a slider like any input', () => {
  const message = messageWith({ elementType: 'slider', elementId: 'stay', label: '' });
  expect(lintMessage(message).map((finding) => finding.code)).toContain('missing_label');
  expect(toTypeScript(message)).toContain('elementType: "slider"');
});

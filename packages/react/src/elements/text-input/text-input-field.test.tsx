import { createTextInputElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createFetchStub, createTestMessage } from '../../test-support/create-test-message.js';

test('renders a single-line input with its label and placeholder when maxLines is 1', () => {
  const element = { elementId: 'name', label: 'Name', maxLines: 1, placeholder: { text: 'Ada' } };
  render(<InteractiveForm message={createTestMessage([createTextInputElement(element)])} />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input.tagName).toBe('INPUT');
  expect(input).toHaveAttribute('placeholder', 'Ada');
});

test('renders a single-line input when maxLines is missing or 0', () => {
  const fields = [
    createTextInputElement({ elementId: 'a', label: 'A' }),
    createTextInputElement({ elementId: 'b', label: 'B', maxLines: 0 }),
  ];
  render(<InteractiveForm message={createTestMessage(fields)} />);
  expect(screen.getByRole('textbox', { name: 'A' }).tagName).toBe('INPUT');
  expect(screen.getByRole('textbox', { name: 'B' }).tagName).toBe('INPUT');
});

test('renders a text area of maxLines rows when maxLines is more than 1', () => {
  const element = createTextInputElement({ elementId: 'bio', label: 'Bio', maxLines: 4 });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const area = screen.getByRole('textbox', { name: 'Bio' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '4');
});

test('shows a visible required marker and aria-required when optional is false', () => {
  const element = createTextInputElement({ elementId: 'name', label: 'Name', optional: false });
  const { container } = render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
  expect(container.querySelector('.chatforms-required')).toHaveTextContent('*');
});

test('marks nothing required when the input is optional', () => {
  const element = createTextInputElement({ elementId: 'name', label: 'Name', optional: true });
  const { container } = render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-required');
  expect(container.querySelector('.chatforms-required')).toBeNull();
});

test('starts with its defaultValue and keeps what the reader types', async () => {
  const user = userEvent.setup();
  const element = createTextInputElement({
    elementId: 'city',
    label: 'City',
    defaultValue: 'Pune',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const input = screen.getByRole('textbox', { name: 'City' });
  expect(input).toHaveValue('Pune');
  await user.type(input, ' East');
  expect(input).toHaveValue('Pune East');
});

test('falls back to the elementId as its name and warns the developer when the label is missing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <InteractiveForm
      message={createTestMessage([createTextInputElement({ elementId: 'nickname' })])}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'nickname' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nickname" has no label'));
  warn.mockRestore();
});

test('shows a required error under the field, tied to it, when submitted empty', async () => {
  const user = userEvent.setup();
  const element = createTextInputElement({ elementId: 'name', label: 'Name', optional: false });
  render(
    <InteractiveForm message={createTestMessage([element])} fetch={createFetchStub().fetch} />,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('This field is required');
  expect(input).toHaveFocus();
});

test('cannot be changed when the form is read-only', async () => {
  const user = userEvent.setup();
  const element = createTextInputElement({
    elementId: 'city',
    label: 'City',
    defaultValue: 'Pune',
  });
  render(<InteractiveForm message={createTestMessage([element])} readOnly />);
  const input = screen.getByRole('textbox', { name: 'City' });
  await user.type(input, 'x');
  expect(input).toHaveValue('Pune');
  expect(input).toHaveAttribute('readonly');
});

test('submits when the reader presses Enter in a single-line input', async () => {
  const user = userEvent.setup();
  const stub = createFetchStub();
  const element = createTextInputElement({ elementId: 'city', label: 'City' });
  render(<InteractiveForm message={createTestMessage([element])} fetch={stub.fetch} />);
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune{Enter}');
  await screen.findByText('Thank you for filling out the form.');
  expect(stub.requests).toHaveLength(1);
});

import { createTextInputElement, validateSubmission } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

describe('given a text input with maxLength', () => {
  test('shows the count and describes the input with the characters left', async () => {
    const user = userEvent.setup();
    const element = createTextInputElement({ elementId: 'note', label: 'Note', maxLength: 20 });
    render(<InteractiveForm message={createTestMessage([element])} />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input).toHaveAccessibleDescription('20 characters left');
    await user.type(input, 'Hello');
    expect(screen.getByText('5/20')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('15 characters left');
  });

  test('announces only when the text comes near the limit and when it passes it', async () => {
    const user = userEvent.setup();
    const element = createTextInputElement({ elementId: 'note', label: 'Note', maxLength: 10 });
    render(<InteractiveForm message={createTestMessage([element])} />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    // The field's own live region, not the form's.
    const status = within(input.closest('.chatforms-field')!).getByRole('status');
    await user.type(input, 'abcd');
    expect(status).toHaveTextContent('');
    await user.type(input, 'e');
    expect(status).toHaveTextContent('5 characters left');
    // Further keystrokes near the limit say nothing new: the region keeps its first words.
    await user.type(input, 'fgh');
    expect(status).toHaveTextContent('5 characters left');
    await user.type(input, 'ijk');
    expect(status).toHaveTextContent('1 character too many');
  });

  test('lets a pasted text longer than maxLength in whole, and refuses it at submission', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const element = createTextInputElement({ elementId: 'note', label: 'Note', maxLength: 5 });
    const message = createTestMessage([element]);
    render(<InteractiveForm message={message} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    await user.click(input);
    await user.paste('Hello there');
    expect(input).toHaveValue('Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const issues = validateSubmission(message, { note: 'Hello there' });
    // The browser shows the text the server's 422 carries.
    expect(!issues.success && issues.issues[0]?.message).toBe('Use at most 5 characters');
    expect(input).toHaveAccessibleDescription(/Use at most 5 characters/);
  });
});

describe('given a text input with minLength and a pattern', () => {
  test('describes the input with its least length', () => {
    const element = createTextInputElement({ elementId: 'handle', label: 'Handle', minLength: 3 });
    render(<InteractiveForm message={createTestMessage([element])} />);
    expect(screen.getByRole('textbox', { name: 'Handle' })).toHaveAccessibleDescription(
      'Use at least 3 characters',
    );
  });

  test("shows the author's patternMessage on submit, and submits once the text matches", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const element = createTextInputElement({
      elementId: 'zip',
      label: 'ZIP code',
      pattern: '[0-9]{5}',
      patternMessage: 'Enter five digits, such as 12345',
    });
    render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(input, '1234x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter five digits, such as 12345');
    await user.clear(input);
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { zip: '12345' } }));
  });

  test('words a length issue in the form’s language, and keeps the author’s pattern text as written', async () => {
    const user = userEvent.setup();
    const fields = [
      createTextInputElement({ elementId: 'handle', label: 'Handle', minLength: 3 }),
      createTextInputElement({
        elementId: 'zip',
        label: 'ZIP',
        pattern: '[0-9]{5}',
        patternMessage: 'Enter five digits',
      }),
      createTextInputElement({ elementId: 'code', label: 'Code', pattern: '[A-Z]+' }),
    ];
    render(<InteractiveForm message={createTestMessage(fields)} locale="de" />);
    await screen.findByRole('button', { name: 'Send' });
    await user.type(screen.getByRole('textbox', { name: 'Handle' }), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'ZIP' }), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Verwenden Sie mindestens 3 Zeichen', {
        selector: '.chatforms-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter five digits')).toBeInTheDocument();
    expect(screen.getByText('Geben Sie den Text im verlangten Format ein')).toBeInTheDocument();
  });
});

import { createButtonElement, createCustomAction, createTextInputElement } from '@chatforms/core';
import { completedFormMessage, feedbackMessage, groupPollMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { createFetchStub, createTestMessage } from './test-support/create-test-message.js';

const nameField = createTextInputElement({ elementId: 'name', label: 'Name', optional: false });

describe('given the interaction goal', () => {
  test('shows the completion view on first render when the message already reached its goal', () => {
    const { container } = render(<InteractiveForm message={completedFormMessage} />);
    expect(container.firstElementChild).toHaveAttribute('data-view', 'completion');
    expect(screen.getByText('Thanks for rating your delivery!')).toBeInTheDocument();
    expect(
      screen.getByText('Thanks for rating your delivery!').closest('[tabindex]'),
    ).not.toHaveFocus();
  });

  test('replaces the form with goalCompletionText after a successful submit and moves focus to it', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub();
    render(<InteractiveForm message={groupPollMessage} fetch={stub.fetch} />);
    await user.click(screen.getByRole('radio', { name: 'Taco truck' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    const text = await screen.findByText('Vote counted. Results on Friday at 11:00.');
    expect(text.closest('.chatforms-completion')).toHaveFocus();
    expect(document.querySelector('form')).toBeNull();
  });

  test('shows the default completion text when the message has none', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={feedbackMessage} fetch={createFetchStub().fetch} />);
    await user.click(screen.getByRole('radio', { name: 'Great' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for filling out the form.')).toBeInTheDocument();
  });

  test('completes on the submit button when the message has no interactionGoal', async () => {
    const user = userEvent.setup();
    const message = createTestMessage([nameField]);
    expect(message.data.interactionGoal).toBeUndefined();
    render(<InteractiveForm message={message} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for filling out the form.')).toBeInTheDocument();
  });

  test('stays open until every element of an allOf goal has been used', async () => {
    const user = userEvent.setup();
    const agree = createButtonElement({
      elementId: 'agree',
      buttonText: 'Agree',
      action: createCustomAction(),
    });
    const message = createTestMessage([agree], {
      interactionGoal: { type: 'allOf', elementIds: ['agree', 'send'] },
    });
    render(<InteractiveForm message={message} onCustomAction={vi.fn()} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-state', 'succeeded');
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Thank you for filling out the form.')).toBeInTheDocument();
  });

  test('never completes a none goal', async () => {
    const user = userEvent.setup();
    const message = createTestMessage([], { interactionGoal: { type: 'none', elementIds: [] } });
    render(<InteractiveForm message={message} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-state', 'succeeded');
    expect(screen.queryByText('Thank you for filling out the form.')).toBeNull();
  });
});

describe('given the reader sent the message', () => {
  test('shows it read-only, saying why', () => {
    const message = { ...createTestMessage([nameField]), sender: 'uid-me' };
    render(<InteractiveForm message={message} currentUserId="uid-me" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You sent this form, so you cannot fill it in.')).toBeInTheDocument();
  });

  test('recognises the sender of a chat SDK message object', () => {
    const message = { ...createTestMessage([nameField]), sender: { uid: 'uid-me', name: 'Me' } };
    render(<InteractiveForm message={message} currentUserId="uid-me" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  });

  test('lets the sender fill it in when allowSenderInteraction is true', () => {
    const message = { ...groupPollMessage, sender: 'uid-me' };
    render(<InteractiveForm message={message} currentUserId="uid-me" />);
    expect(screen.getByRole('radio', { name: 'Ramen bar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vote' })).not.toHaveAttribute('aria-disabled');
  });

  test('lets every other reader fill it in', () => {
    const message = { ...createTestMessage([nameField]), sender: 'uid-sender' };
    render(<InteractiveForm message={message} currentUserId="uid-me" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('readonly');
  });
});

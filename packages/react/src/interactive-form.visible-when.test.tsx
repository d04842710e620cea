import type { FormValues } from '@chatforms/core';
import { contactRequestMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import type { FormValuesStore } from './values-store.js';

/** The contact request with its radio answered beforehand, as a reader's default. */
function withContactDefault(contactBy: string) {
  const [radio, ...rest] = contactRequestMessage.data.interactiveData.formFields;
  return {
    ...contactRequestMessage,
    data: {
      ...contactRequestMessage.data,
      interactiveData: {
        ...contactRequestMessage.data.interactiveData,
        formFields: [{ ...radio, defaultValue: contactBy }, ...rest],
      },
    },
  };
}

test('renders no field its visibleWhen hides, and shows it once its answer is given, announced', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={contactRequestMessage} />);
  expect(screen.queryByRole('textbox', { name: /Email address/ })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /Phone number/ })).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'Email' }));
  expect(screen.getByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Phone number/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Now shown: Email address');
  // Focus stays with the answer that showed the field rather than jumping to it.
  expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
});

test('moving between answers by keyboard swaps the fields and keeps focus on the radio group', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={contactRequestMessage} />);
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Phone call' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  expect(screen.queryByRole('textbox', { name: /Email address/ })).toBeNull();
  expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Now shown: Phone number');
});

test('a hidden required field does not stop the submission, and its typed value is not sent', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<InteractiveForm message={contactRequestMessage} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
  await user.click(screen.getByRole('radio', { name: 'Phone call' }));
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '555 0100');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0]?.[0].values).toEqual({
    contactBy: 'phone',
    phone: '555 0100',
    topics: [],
  });
});

test('a shown required field is validated as any other, and a hidden one is not', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<InteractiveForm message={contactRequestMessage} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('radio', { name: 'Text message' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('1 field needs your attention.');
  expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
});

test('a value typed into a field that hides is there again when it shows again', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={contactRequestMessage} />);
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
  await user.click(screen.getByRole('radio', { name: 'Do not contact me' }));
  expect(screen.queryByRole('textbox', { name: /Email address/ })).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.org');
});

test('a chain of rules shows and hides together: a checked option, then a typed topic', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={contactRequestMessage} />);
  expect(screen.queryByRole('textbox', { name: /Your topic/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
  await user.type(screen.getByRole('textbox', { name: /Your topic/ }), 'Returns');
  expect(screen.getByRole('textbox', { name: /Anything we should know/ })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
  expect(screen.queryByRole('textbox', { name: /Your topic/ })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /Anything we should know/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Something else' })).toHaveFocus();
});

test('the static view, before any interaction, shows the fields its default values show', () => {
  const { container } = render(<InteractiveForm message={withContactDefault('sms')} />);
  expect(container.querySelector('[data-static]')).not.toBeNull();
  expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Email address/ })).toBeNull();
});

test('the static view shows the fields the stored values show after a reload', () => {
  const kept = new Map<string, FormValues>([['contact-7', { contactBy: 'email' }]]);
  const store: FormValuesStore = {
    get: (messageId) => kept.get(messageId),
    set: (messageId, values) => void kept.set(messageId, values),
    delete: (messageId) => void kept.delete(messageId),
  };
  const message = { ...contactRequestMessage, id: 'contact-7' };
  const { container } = render(<InteractiveForm message={message} valuesStore={store} />);
  expect(container.querySelector('[data-static]')).not.toBeNull();
  expect(screen.getByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
});

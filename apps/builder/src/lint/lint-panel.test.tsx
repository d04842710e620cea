import type { FormMessageInput } from '@chatforms/core';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** An empty form whose submit goes to a real endpoint, so the placeholder URL is not a problem. */
function createSendableMessage(): FormMessageInput {
  const message = createEmptyFormMessage();
  Object.assign(message.data.interactiveData.submitElement.action, {
    url: 'https://api.northwind-cafe.com/orders',
  });
  return message;
}

function createRiskyMessage(): FormMessageInput {
  const message = addElement(createSendableMessage(), 'button');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, {
    action: { actionType: 'urlNavigation', url: 'http://menu.northwind-cafe.com/menu' },
  });
  Object.assign(message.data.interactiveData.submitElement.action, {
    headers: { Authorization: 'Bearer 123' },
  });
  return message;
}

test('the Problems panel lists a secret-looking header and a plain http URL', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createRiskyMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Problems (2) · To do (1)' }));

  const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'warning /data/interactiveData/formFields/0/action/url "button1" uses a plain http:// URL; use https:// so values are not sent in the clear.Select button1',
    'warning /data/interactiveData/submitElement/action/headers/Authorization Header "Authorization" of "submit" looks like a secret; every reader\'s client can see it. Add it on your server (a proxy) instead.Remove header "Authorization"Select submit',
    'to do /data/interactiveData/formFields The form has nothing to fill in or read: add a field (a text input, a choice, a date) or a label from the palette.',
  ]);
});

test('a one-click fix removes its cause, and Undo brings it back', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createRiskyMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Problems (2) · To do (1)' }));

  await user.click(screen.getByRole('button', { name: 'Remove header "Authorization"' }));

  expect(screen.getByRole('button', { name: 'Problems (1) · To do (1)' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Problems' })).not.toHaveTextContent('Authorization');
  await user.click(screen.getByRole('button', { name: /^Undo/ }));
  expect(screen.getByRole('button', { name: 'Problems (2) · To do (1)' })).toBeInTheDocument();
});

test('a ticket form whose goal is any interaction says a help link would complete it', async () => {
  const user = userEvent.setup();
  const message = addElement(addElement(createSendableMessage(), 'textInput'), 'button');
  Object.assign(message.data.interactiveData.formFields[1] ?? {}, {
    buttonText: 'Read the help centre first',
    action: { actionType: 'urlNavigation', url: 'https://help.northwind-cafe.com/' },
  });
  message.data.interactionGoal = { type: 'anyAction', elementIds: [] };
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Problems (1)' }));

  expect(screen.getByRole('list', { name: 'Problems' })).toHaveTextContent(
    'pressing the link button "button1" shows the completion text',
  );
  await user.click(screen.getByRole('button', { name: 'Make "submit" the goal' }));

  expect(screen.getByText('No problems found.')).toBeInTheDocument();
});

test('a finding’s Select button opens its element in the inspector', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createRiskyMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Problems (2) · To do (1)' }));

  await user.click(screen.getByRole('button', { name: 'Select submit' }));

  expect(screen.getByRole('heading', { name: 'Submit button submit' })).toBeInTheDocument();
  expect(screen.getByLabelText('Headers (JSON)')).toHaveValue(
    '{\n  "Authorization": "Bearer 123"\n}',
  );
});

test('a finding’s Select button closes the panel and moves focus to the control it is about', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createRiskyMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Problems (2) · To do (1)' }));

  await user.click(screen.getByRole('button', { name: 'Select submit' }));

  expect(screen.queryByRole('dialog', { name: 'Problems' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Headers (JSON)')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Problems (2) · To do (1)' }));
  await user.click(screen.getByRole('button', { name: 'Select button1' }));
  expect(screen.getByRole('textbox', { name: /^Page URL/ })).toHaveFocus();
});

test('the Problems panel opens from the badge with focus inside, and Escape returns focus to the badge', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createRiskyMessage(), source: 'new' }} />);
  const badge = screen.getByRole('button', { name: 'Problems (2) · To do (1)' });
  expect(badge).toHaveAttribute('aria-expanded', 'false');

  await user.click(badge);
  const panel = screen.getByRole('dialog', { name: 'Problems' });
  expect(badge).toHaveAttribute('aria-expanded', 'true');
  expect(panel).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');

  expect(screen.queryByRole('dialog', { name: 'Problems' })).not.toBeInTheDocument();
  expect(badge).toHaveFocus();
});

test('schema issues are listed as errors and fixing them clears the list', async () => {
  const user = userEvent.setup();
  const message = addElement(createSendableMessage(), 'label');
  message.data.interactiveData.submitElement.buttonText = '';
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: /^Problems/ }));
  const list = screen.getByRole('list', { name: 'Problems' });
  expect(within(list).getAllByText('error').length).toBeGreaterThan(0);
  expect(list).toHaveTextContent('The form has no usable submit button');

  await user.click(screen.getByRole('button', { name: /^Submit button/ }));
  await user.type(screen.getByLabelText('Button text'), 'Send');
  await user.click(screen.getByRole('button', { name: 'Problems (0)' }));

  expect(screen.getByText('No problems found.')).toBeInTheDocument();
});

test('a message over the size limit is an error and fills the size meter past its end', async () => {
  const user = userEvent.setup();
  const message = addElement(createEmptyFormMessage(), 'label');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { text: 'x'.repeat(11_000) });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: /^Problems/ }));

  const list = screen.getByRole('list', { name: 'Problems' });
  expect(list).toHaveTextContent(/error \/data data is \d+ bytes as UTF-8 JSON; at most 10240/);
  const meter = screen.getByLabelText('Payload');
  expect(Number(meter.getAttribute('value'))).toBeGreaterThan(10_240);
  expect(meter.parentElement).toHaveAttribute('data-over', 'true');
  // The preview renders it anyway, and the renderer tells the developer why it would not send.
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(/^\[chatforms\] \/data: data is \d+ bytes .* at most 10240 \(10 KB\)/),
  );
});

test('a draft over 10 KB shows one problem row, core’s', async () => {
  const user = userEvent.setup();
  const message = addElement(createSendableMessage(), 'label');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { text: 'x'.repeat(11_000) });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Problems (1)' }));

  const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^error \/data data is \d+ bytes as UTF-8 JSON; at most 10240 \(10 KB\)/),
  ]);
});

test('a checkbox with no label shows one problem row, core’s', async () => {
  const user = userEvent.setup();
  const message = addElement(createSendableMessage(), 'checkbox');
  delete (message.data.interactiveData.formFields[0] as { label?: string }).label;
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: /^Problems/ }));

  const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'error /data/interactiveData/formFields/0/label label is required on a checkboxSelect checkbox1',
  ]);
  expect(screen.getByRole('button', { name: 'Problems (1)' })).toBeInTheDocument();
});

test('a new form opens on no problems, with its to-dos listed apart', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Problems (0) · To do (2)' }));

  const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
  expect(rows.map((row) => row.getAttribute('data-severity'))).toEqual(['todo', 'todo']);
  expect(rows[0]).toHaveTextContent(/^to do .*Set your endpoint before sending/);
});

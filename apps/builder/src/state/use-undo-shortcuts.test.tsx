import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());

function readCanvasSummaries(): (string | null)[] {
  const list = screen.getByRole('list', { name: 'Form elements' });
  return within(list)
    .queryAllByRole('button', { name: /^Delete / })
    .map((button) => button.getAttribute('aria-label'));
}

test('the toolbar Undo and Redo buttons walk the history', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const undo = screen.getByRole('button', { name: 'Undo' });
  const redo = screen.getByRole('button', { name: 'Redo' });
  expect(undo).toBeDisabled();
  expect(redo).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Label' }));
  await user.click(screen.getByRole('button', { name: 'Radio' }));

  await user.click(undo);
  expect(readCanvasSummaries()).toEqual(['Delete A line of text']);
  expect(redo).toBeEnabled();
  await user.click(undo);
  expect(readCanvasSummaries()).toEqual([]);
  expect(undo).toBeDisabled();

  await user.click(redo);
  await user.click(redo);
  expect(readCanvasSummaries()).toEqual(['Delete A line of text', 'Delete Choose one']);
  expect(redo).toBeDisabled();
});

test('Ctrl+Z undoes and Ctrl+Shift+Z redoes', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Checkbox' }));

  await user.keyboard('{Control>}z{/Control}');
  expect(readCanvasSummaries()).toEqual([]);

  await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  expect(readCanvasSummaries()).toEqual(['Delete Pick any']);
});

test('Ctrl+Y also redoes', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Dropdown' }));
  await user.keyboard('{Control>}z{/Control}');

  await user.keyboard('{Control>}y{/Control}');

  expect(readCanvasSummaries()).toEqual(['Delete Pick one']);
});

test('Z without Ctrl is ordinary typing, not undo', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Label' }));

  await user.type(screen.getByLabelText('Text'), 'z');

  expect(readCanvasSummaries()).toEqual(['Delete A line of textz']);
});

test('rapid typing in one field is undone in a single step', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Text input' }));
  const label = screen.getByLabelText('Label');

  await user.type(label, ' please');
  expect(label).toHaveValue('Your answer please');

  await user.keyboard('{Control>}z{/Control}');
  expect(label).toHaveValue('Your answer');
  expect(readCanvasSummaries()).toEqual(['Delete Your answer']);
});

test('typing in two different fields makes two undo steps', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.type(screen.getByLabelText('Title'), '!');
  await user.type(screen.getByLabelText('Completion text'), '!');

  await user.click(screen.getByRole('button', { name: 'Undo' }));

  expect(screen.getByLabelText('Title')).toHaveValue('Untitled form!');
  expect(screen.getByLabelText('Completion text')).toHaveValue('Thank you!');
});

test('the JSON fields of the settings follow an undo', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const metadata = screen.getByLabelText('Metadata (JSON)');
  await user.clear(metadata);
  await user.paste('{"campaign": "spring"}');
  expect(metadata).toHaveValue('{"campaign": "spring"}');

  await user.keyboard('{Control>}z{/Control}');

  expect(metadata).toHaveValue('{}');
});

test('rapid typing in the tags is undone in a single step', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const tags = screen.getByLabelText('Tags (comma-separated)');

  await user.type(tags, 'q4, lunch');
  await user.keyboard('{Control>}z{/Control}');

  expect(tags).toHaveValue('');
});

test('rapid typing in the headers JSON is undone in a single step', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: /^Submit button/ }));
  const headers = screen.getByLabelText('Headers (JSON)');
  await user.clear(headers);
  await user.paste('{"X-Team": "n"}');

  await user.type(headers, '{ArrowLeft}{ArrowLeft}orth');
  expect(headers).toHaveValue('{"X-Team": "north"}');
  await user.keyboard('{Control>}z{/Control}');

  expect(headers).toHaveValue('{}');
  await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  expect(headers).toHaveValue('{\n  "X-Team": "north"\n}');
});

test('rapid typing in an option label is undone in a single step', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Radio' }));
  const label = screen.getByLabelText('Option 1 label');

  await user.type(label, ' (best)');
  await user.keyboard('{Control>}z{/Control}');

  expect(label).toHaveValue('Option 1');
});

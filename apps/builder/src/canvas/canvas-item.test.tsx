import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { surveyMessage } from '@chatforms/fixtures';
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

import { Inspector } from '../inspector/inspector.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { Canvas } from './canvas.js';
import { EditorDnd } from './editor-dnd.js';

const surveyIds = ['intro', 'name', 'channels', 'plan', 'recommend', 'comments'];

function renderCanvas(message: FormMessageInput = surveyMessage) {
  return renderWithEditor(
    <EditorDnd>
      <Canvas />
      <Inspector />
    </EditorDnd>,
    { message },
  );
}

function createMessageOf(texts: string[]): FormMessageInput {
  const message = createEmptyFormMessage();
  message.data.interactiveData.formFields = texts.map((text) => ({
    elementType: 'label',
    elementId: text,
    text,
  }));
  return message;
}

function readFieldIds(state: ReturnType<ReturnType<typeof renderCanvas>['readState']>) {
  return state.present.data.interactiveData.formFields.map((element) => element.elementId);
}

test('clicking an element selects it and shows its fields in the inspector', async () => {
  const { user, readState } = renderCanvas();
  const select = screen.getByRole('button', { name: /^Text input.*Your name$/ });

  await user.click(select);

  expect(select).toHaveAttribute('aria-pressed', 'true');
  expect(readState().selectedId).toBe('name');
  const inspector = screen.getByRole('region', { name: 'Inspector' });
  expect(within(inspector).getByLabelText('Element id')).toHaveValue('name');
  expect(within(inspector).getByLabelText('Label')).toHaveValue('Your name');
});

test('clicking the submit button row selects the submit button', async () => {
  const { user } = renderCanvas();

  await user.click(screen.getByRole('button', { name: /^Submit button.*Send answers$/ }));

  expect(screen.getByRole('heading', { name: 'Submit button submit' })).toBeInTheDocument();
  expect(screen.getByLabelText('Button text')).toHaveValue('Send answers');
});

test('duplicate puts a copy with a new unique id right after the original and selects it', async () => {
  const { user, readState } = renderCanvas();

  await user.click(screen.getByRole('button', { name: 'Duplicate Your plan' }));

  expect(readFieldIds(readState())).toEqual([
    'intro',
    'name',
    'channels',
    'plan',
    'plan1',
    'recommend',
    'comments',
  ]);
  expect(readState().present.data.interactiveData.formFields[4]).toMatchObject({
    elementType: 'dropdown',
    label: 'Your plan',
  });
  expect(screen.getByLabelText('Element id')).toHaveValue('plan1');
  expect(screen.getAllByRole('button', { name: 'Delete Your plan' })).toHaveLength(2);
});

test('delete removes the element from the canvas and the message', async () => {
  const { user, readState } = renderCanvas();

  await user.click(screen.getByRole('button', { name: 'Delete Your name' }));

  expect(screen.queryByRole('button', { name: 'Delete Your name' })).not.toBeInTheDocument();
  expect(readFieldIds(readState())).toEqual(surveyIds.filter((id) => id !== 'name'));
});

test('after a delete by keyboard, focus goes to the row in its place, then the one before, then the submit button', async () => {
  const { user } = renderCanvas(createMessageOf(['first', 'second']));
  const deleteButton = (name: string) => screen.getByRole('button', { name: `Delete ${name}` });

  deleteButton('first').focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toHaveClass('canvas-select');
  expect(document.activeElement).toHaveTextContent('second');

  deleteButton('second').focus();
  await user.keyboard('{Enter}');
  expect(document.activeElement).toHaveClass('canvas-submit');
});

test('after deleting the last row, focus goes to the row before it', async () => {
  const { user } = renderCanvas(createMessageOf(['first', 'second']));

  screen.getByRole('button', { name: 'Delete second' }).focus();
  await user.keyboard('{Enter}');

  expect(document.activeElement).toHaveClass('canvas-select');
  expect(document.activeElement).toHaveTextContent('first');
});

test('deleting the selected element returns the inspector to the form settings', async () => {
  const { user } = renderCanvas();
  await user.click(screen.getByRole('button', { name: /^Radio.*Would you recommend us\?$/ }));

  await user.click(screen.getByRole('button', { name: 'Delete Would you recommend us?' }));

  expect(screen.getByRole('heading', { name: 'Form settings' })).toBeInTheDocument();
});

test('delete also drops the element from the interaction goal', async () => {
  const message: FormMessageInput = structuredClone(surveyMessage);
  message.data.interactionGoal = { type: 'allOf', elementIds: ['plan', 'submit'] };
  const { user, readState } = renderCanvas(message);

  await user.click(screen.getByRole('button', { name: 'Delete Your plan' }));

  expect(readState().present.data.interactionGoal?.elementIds).toEqual(['submit']);
});

test('Alt+ArrowDown on the select button moves the element one place down', async () => {
  const { user, readState } = renderCanvas();
  await user.click(screen.getByRole('button', { name: /^Text input.*Your name$/ }));

  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

  expect(readFieldIds(readState())).toEqual([
    'intro',
    'channels',
    'name',
    'plan',
    'recommend',
    'comments',
  ]);
  expect(screen.getByRole('button', { name: /^Text input.*Your name$/ })).toHaveFocus();
});

test('Alt+ArrowUp on the select button moves the element one place up', async () => {
  const { user, readState } = renderCanvas();
  await user.click(screen.getByRole('button', { name: /^Radio.*Would you recommend us\?$/ }));

  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');

  expect(readFieldIds(readState())).toEqual([
    'intro',
    'name',
    'recommend',
    'channels',
    'plan',
    'comments',
  ]);
});

test('moving past either end with Alt+Arrow keys changes nothing', async () => {
  const { user, readState } = renderCanvas();
  await user.click(screen.getByRole('button', { name: /^Label.*Two minutes/ }));
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await user.click(screen.getByRole('button', { name: /^Text input.*Anything else\?$/ }));
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

  expect(readFieldIds(readState())).toEqual(surveyIds);
  expect(readState().past).toEqual([]);
});

test('arrow keys without Alt do not reorder', async () => {
  const { user, readState } = renderCanvas();
  await user.click(screen.getByRole('button', { name: /^Text input.*Your name$/ }));

  await user.keyboard('{ArrowDown}');

  expect(readFieldIds(readState())).toEqual(surveyIds);
});

test('an element with a schema issue is marked on the canvas', () => {
  const message = structuredClone(surveyMessage);
  Object.assign(message.data.interactiveData.formFields[3] ?? {}, { defaultValue: 'gold' });
  renderCanvas(message);

  const list = screen.getByRole('list', { name: 'Form elements' });
  const marked = within(list).getAllByText('needs a fix');
  expect(marked).toHaveLength(1);
  expect(marked[0]?.closest('button')).toHaveTextContent('Your plan');
});

test('a draft that repeats an elementId shows every row, and moving the repeat moves that row', async () => {
  const message = structuredClone(surveyMessage) as FormMessageInput;
  const fields = message.data.interactiveData.formFields;
  Object.assign(fields[2] ?? {}, { elementId: 'name' });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, readState } = renderCanvas(message);

  const rows = screen.getAllByRole('button', { name: /^Reorder / });
  expect(rows).toHaveLength(surveyIds.length);
  await user.click(screen.getByRole('button', { name: /^Checkbox/ }));
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');

  expect(readFieldIds(readState())).toEqual([
    'intro',
    'name',
    'name',
    'plan',
    'recommend',
    'comments',
  ]);
  expect(readState().present.data.interactiveData.formFields[1]?.elementType).toBe('checkbox');
  expect(errors.mock.calls.filter(([text]) => String(text).includes('same key'))).toEqual([]);
  errors.mockRestore();
});

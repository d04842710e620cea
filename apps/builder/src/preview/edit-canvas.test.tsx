import { surveyMessage } from '@chatforms/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Canvas } from '../canvas/canvas.js';
import { EditorDnd } from '../canvas/editor-dnd.js';
import { Inspector } from '../inspector/inspector.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { EditCanvas } from './edit-canvas.js';

function renderEditor() {
  return renderWithEditor(
    <EditorDnd>
      <Canvas />
      <EditCanvas />
      <Inspector />
    </EditorDnd>,
    { message: surveyMessage },
  );
}

function canvasElement(name: string) {
  return screen.getByRole('button', { name });
}

test('clicking an element on the canvas selects it for the inspector and in the structure list', async () => {
  const { user, readState } = renderEditor();

  await user.click(canvasElement('Your plan (dropdown)'));

  expect(readState().selectedId).toBe('plan');
  expect(canvasElement('Your plan (dropdown)')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: /^Dropdown.*Your plan$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const inspector = screen.getByRole('region', { name: 'Inspector' });
  expect(within(inspector).getByLabelText('Label')).toHaveValue('Your plan');
});

test('clicking the submit button on the canvas selects it instead of submitting', async () => {
  const { user, readState } = renderEditor();

  await user.click(canvasElement('Send answers (submit button)'));

  expect(readState().selectedId).toBe('submit');
  expect(screen.getByLabelText('Button text')).toHaveValue('Send answers');
});

test('double-click edits the text in place, and Enter keeps it as one undoable edit', async () => {
  const { user, readState } = renderEditor();

  await user.dblClick(canvasElement('Your name (text input)'));
  const input = screen.getByRole('textbox', { name: 'Edit the text of Text input name' });
  expect(input).toHaveFocus();
  await user.clear(input);
  await user.type(input, 'Full name{Enter}');

  expect(readState().present.data.interactiveData.formFields[1]).toMatchObject({
    label: 'Full name',
  });
  expect(readState().past).toHaveLength(1);
  expect(screen.getByLabelText('Label')).toHaveValue('Full name');
  await waitFor(() => expect(canvasElement('Full name (text input)')).toHaveFocus());
});

test('Escape throws an edit in place away', async () => {
  const { user, readState } = renderEditor();

  await user.dblClick(canvasElement('Two minutes, four questions. Thank you! (label)'));
  await user.keyboard('Gone{Escape}');

  expect(readState().past).toEqual([]);
  expect(screen.queryByRole('textbox', { name: /^Edit the text/ })).not.toBeInTheDocument();
});

test('Enter on the selected element edits its button text in place', async () => {
  const { user, readState } = renderEditor();
  await user.click(canvasElement('Send answers (submit button)'));

  await user.keyboard('{Enter}');
  await user.keyboard('{Control>}a{/Control}Send{Enter}');

  expect(readState().present.data.interactiveData.submitElement).toMatchObject({
    buttonText: 'Send',
  });
});

test('the canvas is one Tab stop, and the arrow keys move the selection', async () => {
  const { user, readState } = renderEditor();
  const tabbable = () =>
    screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.queryAllByRole('button', { pressed: true }))
      .filter((button) => button.classList.contains('canvas-element-select'))
      .filter((button) => button.tabIndex === 0);
  expect(tabbable()).toHaveLength(1);
  await user.click(canvasElement('Your name (text input)'));

  await user.keyboard('{ArrowDown}');

  expect(readState().selectedId).toBe('channels');
  expect(canvasElement('How did you hear about us? (checkbox)')).toHaveFocus();
  expect(tabbable()).toEqual([canvasElement('How did you hear about us? (checkbox)')]);
});

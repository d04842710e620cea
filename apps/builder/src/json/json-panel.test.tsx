import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { EditorView } from '@codemirror/view';
import { act, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { EditorDnd } from '../canvas/editor-dnd.js';
import { Palette } from '../canvas/palette.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { findPointerOffset } from './find-pointer-offset.js';
import { JsonPanel } from './json-panel.js';

function readEditorView(): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Message JSON' }));
  if (view === null) throw new Error('the JSON editor is not mounted');
  return view;
}

// Keyboard input into CodeMirror crashes under happy-dom (it fires selectionchange synchronously
// inside CodeMirror's update), so edits go through the editor's own transaction API.
function replaceJson(text: string) {
  const view = readEditorView();
  act(() => {
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      userEvent: 'input.type',
    });
  });
}

function createRadioMessage() {
  return addElement(createEmptyFormMessage(), 'radio');
}

test('the editor shows the message as formatted JSON', () => {
  const message = createRadioMessage();
  renderWithEditor(<JsonPanel />, { message });

  expect(readEditorView().state.doc.toString()).toBe(JSON.stringify(message, null, 2));
});

test('a valid edit in the JSON changes the message', () => {
  const { readState } = renderWithEditor(<JsonPanel />, { message: createRadioMessage() });

  replaceJson(readEditorView().state.doc.toString().replace('Choose one', 'Pick a side'));

  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    label: 'Pick a side',
  });
  expect(screen.queryByRole('region', { name: 'Issues' })).not.toBeInTheDocument();
});

test('consecutive JSON edits make one undo step', () => {
  const { readState } = renderWithEditor(<JsonPanel />, { message: createRadioMessage() });
  const text = readEditorView().state.doc.toString();

  replaceJson(text.replace('Choose one', 'Pick'));
  replaceJson(text.replace('Choose one', 'Pick a side'));

  expect(readState().past).toHaveLength(1);
});

test('broken JSON keeps the last valid message and lists the parse error', () => {
  const { readState } = renderWithEditor(<JsonPanel />, { message: createRadioMessage() });
  const before = readState().present;

  replaceJson('{"data": ');

  expect(
    screen.getByText('The canvas shows the last valid form until the JSON is fixed.'),
  ).toBeInTheDocument();
  const issues = screen.getByRole('region', { name: 'Issues' });
  expect(within(issues).getByRole('heading')).toHaveTextContent('Issues (1)');
  expect(within(issues).getByRole('button')).toHaveTextContent(/^\/ /);
  expect(readState().present).toBe(before);
  expect(readEditorView().state.doc.toString()).toBe('{"data": ');
});

test('JSON written with another chat kit’s names is normalised and says so', () => {
  const { readState } = renderWithEditor(<JsonPanel />, { message: createRadioMessage() });

  replaceJson(readEditorView().state.doc.toString().replace('"radio"', '"spinner"'));

  expect(screen.getByRole('status')).toHaveTextContent(
    /^Normalised 1 name from another chat kit: /,
  );
  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    elementType: 'dropdown',
  });
  expect(readEditorView().state.doc.toString()).toContain('"elementType": "dropdown"');
});

test('a pasted interactiveData object becomes a whole message, shown in the text, and says so', () => {
  const { readState } = renderWithEditor(<JsonPanel />);
  const interactiveData = {
    title: 'Survey',
    formFields: [{ elementType: 'textInput', elementId: 'name', label: 'Name' }],
    submitElement: {
      elementType: 'button',
      elementId: 'send',
      buttonText: 'Send',
      action: { actionType: 'urlNavigation', url: 'https://example.org/thanks' },
    },
  };

  replaceJson(JSON.stringify(interactiveData));

  expect(screen.getByRole('status')).toHaveTextContent(
    /^Read interactiveData and put it in a whole form message/,
  );
  expect(readState().present).toMatchObject({
    category: 'interactive',
    type: 'form',
    data: { interactiveData },
  });
  expect(JSON.parse(readEditorView().state.doc.toString())).toEqual(readState().present);
});

test('a pasted button action is refused with a hint, and the form is kept', () => {
  const message = createRadioMessage();
  const { readState } = renderWithEditor(<JsonPanel />, { message });

  replaceJson('{"actionType": "customAction"}');

  expect(screen.getByText(/This is a button action \(customAction\)/)).toBeInTheDocument();
  expect(readState().present).toEqual(message);
});

test('edits made elsewhere replace the JSON text', async () => {
  const { user } = renderWithEditor(
    <EditorDnd>
      <Palette />
      <JsonPanel />
    </EditorDnd>,
  );

  await user.click(screen.getByRole('button', { name: 'Label' }));

  expect(readEditorView().state.doc.toString()).toContain('"elementId": "label1"');
});

test('choosing an issue selects its element and puts the cursor on it', async () => {
  const message = createRadioMessage();
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { defaultValue: 'gold' });
  const { user, readState } = renderWithEditor(<JsonPanel />, { message });
  const pointer = '/data/interactiveData/formFields/0/defaultValue';

  await user.click(screen.getByRole('button', { name: new RegExp(`^${pointer} `) }));

  expect(readState().selectedId).toBe('radio1');
  expect(screen.getByRole('textbox', { name: 'Message JSON' })).toHaveFocus();
  const view = readEditorView();
  expect(view.state.selection.main.head).toBe(
    findPointerOffset(view.state.doc.toString(), pointer).from,
  );
});

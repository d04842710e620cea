import { surveyMessage } from '@chatforms/fixtures';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Canvas } from '../canvas/canvas.js';
import { EditorDnd } from '../canvas/editor-dnd.js';
import { Inspector } from '../inspector/inspector.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { useEditorContext } from './editor-context.js';
import { useElementShortcuts } from './use-element-shortcuts.js';

function Shortcuts() {
  const { state, dispatch } = useEditorContext();
  useElementShortcuts(state, dispatch);
  return null;
}

function renderBuilder(selectedId: string | null) {
  return renderWithEditor(
    <EditorDnd>
      <Shortcuts />
      <Canvas />
      <Inspector />
    </EditorDnd>,
    { message: surveyMessage, selectedId },
  );
}

function readIds(state: ReturnType<ReturnType<typeof renderBuilder>['readState']>) {
  return state.present.data.interactiveData.formFields.map((element) => element.elementId);
}

test('Delete removes the selected element and focus goes to the row in its place', async () => {
  const { user, readState } = renderBuilder(null);
  await user.click(screen.getByRole('button', { name: /^Dropdown.*Your plan$/ }));

  await user.keyboard('{Delete}');

  expect(readIds(readState())).toEqual(['intro', 'name', 'channels', 'recommend', 'comments']);
  expect(screen.getByRole('button', { name: /^Radio.*Would you recommend us\?$/ })).toHaveFocus();
});

test('Ctrl+D duplicates the selected element and selects the copy', async () => {
  const { user, readState } = renderBuilder(null);
  await user.click(screen.getByRole('button', { name: /^Text input.*Your name$/ }));

  await user.keyboard('{Control>}d{/Control}');

  expect(readIds(readState())).toEqual([
    'intro',
    'name',
    'name1',
    'channels',
    'plan',
    'recommend',
    'comments',
  ]);
  expect(readState().selectedId).toBe('name1');
});

test('the shortcuts do nothing while the author types in a text box', async () => {
  const { user, readState } = renderBuilder('name');
  await user.click(screen.getByLabelText('Label'));

  await user.keyboard('{Delete}{Control>}d{/Control}');

  expect(readIds(readState())).toEqual(
    surveyMessage.data.interactiveData.formFields.map((element) => element.elementId),
  );
});

test('the submit button is neither deleted nor duplicated', async () => {
  const { user, readState } = renderBuilder(null);
  await user.click(screen.getByRole('button', { name: /^Submit button/ }));

  await user.keyboard('{Delete}{Control>}d{/Control}');

  expect(readState().past).toEqual([]);
});

test('the structure list names the shortcuts on each row', () => {
  renderBuilder(null);

  expect(screen.getByRole('button', { name: /^Text input.*Your name$/ })).toHaveAttribute(
    'aria-keyshortcuts',
    'Delete Control+D Meta+D',
  );
});

import { surveyMessage } from '@chatforms/fixtures';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { useEditorContext } from '../state/editor-context.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { EditCanvas } from './edit-canvas.js';
import { PreviewPanel } from './preview-panel.js';

function ChoosePlanDefault() {
  const { dispatch } = useEditorContext();
  return (
    <button
      type="button"
      onClick={() =>
        dispatch({ type: 'updateElement', elementId: 'plan', patch: { defaultValue: 'team' } })
      }
    >
      Make Team the default
    </button>
  );
}

function getFrame(caption: string): HTMLElement {
  const frame = screen.getByText(caption, { selector: 'figcaption' }).parentElement;
  if (frame === null) throw new Error(`no preview frame ${caption}`);
  return frame;
}

test('the previews follow a changed dropdown default without Reset previews', async () => {
  const { user } = renderWithEditor(
    <>
      <ChoosePlanDefault />
      <PreviewPanel />
    </>,
    { message: surveyMessage },
  );
  const light = () => getFrame('Light');
  expect(within(light()).getByRole('combobox', { name: /Your plan/ })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Make Team the default' }));

  for (const caption of ['Light', 'Dark', 'Right to left', 'Phone (360 px)']) {
    expect(within(getFrame(caption)).getByRole('combobox', { name: /Your plan/ })).toHaveValue(
      'team',
    );
  }
  await user.click(within(light()).getByRole('button', { name: 'Send answers' }));
  const field = (name: RegExp) =>
    within(light())
      .getByText(name, { selector: '.chatforms-label' })
      .closest('.chatforms-field') as HTMLElement;
  // The empty radio shows the error, so validation ran; the dropdown with its default does not.
  expect(
    await within(field(/^Would you recommend us/)).findByText('Choose an option'),
  ).toBeVisible();
  expect(within(field(/^Your plan/)).queryByText('Choose an option')).not.toBeInTheDocument();
});

test('the edit canvas follows a changed dropdown default', async () => {
  const { user } = renderWithEditor(
    <>
      <ChoosePlanDefault />
      <EditCanvas />
    </>,
    { message: surveyMessage },
  );

  await user.click(screen.getByRole('button', { name: 'Make Team the default' }));

  expect(screen.getByRole('combobox', { name: /Your plan/ })).toHaveValue('team');
});

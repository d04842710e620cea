import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { renderWithEditor } from '../test/render-with-editor.js';
import { PreviewPanel } from './preview-panel.js';

afterEach(() => vi.unstubAllGlobals());

function getFrame(caption: string): HTMLElement {
  const frame = screen.getByText(caption, { selector: 'figcaption' }).parentElement;
  if (frame === null) throw new Error(`no preview frame ${caption}`);
  return frame;
}

test('an error from the last test submit goes once another outcome is chosen for the next', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const status = String(input).includes('status=500') ? 500 : 200;
      return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const message = addElement(createEmptyFormMessage(), 'label');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  await user.click(screen.getByLabelText('Failure (500)'));
  await user.click(within(getFrame('Light')).getByRole('button', { name: 'Submit' }));
  expect(await within(getFrame('Light')).findAllByText(/error 500/)).not.toHaveLength(0);

  await user.click(screen.getByLabelText('Success'));
  await user.click(within(getFrame('Dark')).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('The sandbox answered 200 (success).')).toBeInTheDocument();
  expect(within(getFrame('Light')).queryAllByText(/error 500/)).toEqual([]);
});

test('choosing another outcome keeps what was typed in a preview not yet submitted, and the status says the new outcome', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const status = String(input).includes('status=500') ? 500 : 200;
      return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const message = addElement(createEmptyFormMessage(), 'textInput');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  await user.click(screen.getByLabelText('Failure (500)'));
  await user.type(within(getFrame('Light')).getByRole('textbox', { name: /Your answer/ }), 'Ada');
  await user.type(within(getFrame('Dark')).getByRole('textbox', { name: /Your answer/ }), 'Grace');
  await user.click(within(getFrame('Light')).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('The sandbox answered 500.')).toBeInTheDocument();

  await user.click(screen.getByLabelText('Success'));

  expect(screen.queryByText('The sandbox answered 500.')).toBeNull();
  expect(screen.getByText('Test submits now answer with Success.')).toBeInTheDocument();
  // The answered frame starts afresh; the one being filled in keeps its text.
  expect(within(getFrame('Light')).getByRole('textbox', { name: /Your answer/ })).toHaveValue('');
  expect(within(getFrame('Dark')).getByRole('textbox', { name: /Your answer/ })).toHaveValue(
    'Grace',
  );
  await user.click(within(getFrame('Dark')).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('The sandbox answered 200 (success).')).toBeInTheDocument();
});

import type { DraftOption } from '@chatforms/core/editing';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import type { EditorState } from '../../state/editor-reducer.js';
import { renderWithEditor } from '../../test/render-with-editor.js';
import { Inspector } from './inspector.js';

afterEach(() => vi.restoreAllMocks());

function readOptions(state: EditorState): DraftOption[] | undefined {
  const element = state.present.data.interactiveData.formFields[0] as
    { options?: DraftOption[] } | undefined;
  return element?.options;
}

function createRadioMessage() {
  return addElement(createEmptyFormMessage(), 'radio');
}

test('Add option appends the next numbered option', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByRole('button', { name: 'Add option' }));

  expect(readOptions(readState())).toEqual([
    { value: 'option-1', label: 'Option 1' },
    { value: 'option-2', label: 'Option 2' },
    { value: 'option-3', label: 'Option 3' },
  ]);
  expect(screen.getByLabelText('Option 3 label')).toHaveValue('Option 3');
  expect(screen.getByLabelText('Option 3 value')).toHaveValue('option-3');
});

test('Add option skips a value that is already taken', async () => {
  const message = createRadioMessage();
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, {
    options: [
      { value: 'option-1', label: 'Option 1' },
      { value: 'option-3', label: 'Option 3' },
    ],
  });
  const { user, readState } = renderWithEditor(<Inspector />, { message, selectedId: 'radio1' });

  await user.click(screen.getByRole('button', { name: 'Add option' }));

  expect(readOptions(readState())?.[2]).toEqual({ value: 'option-4', label: 'Option 4' });
});

test('editing an option label and value changes that option only', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.clear(screen.getByLabelText('Option 2 label'));
  await user.type(screen.getByLabelText('Option 2 label'), 'Phone');
  await user.clear(screen.getByLabelText('Option 2 value'));
  await user.type(screen.getByLabelText('Option 2 value'), 'phone');

  expect(readOptions(readState())).toEqual([
    { value: 'option-1', label: 'Option 1' },
    { value: 'phone', label: 'Phone' },
  ]);
});

test('move down and move up reorder the options', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });
  await user.click(screen.getByRole('button', { name: 'Add option' }));

  await user.click(screen.getByRole('button', { name: 'Move option 1 down' }));
  expect(readOptions(readState())?.map((option) => option.value)).toEqual([
    'option-2',
    'option-1',
    'option-3',
  ]);

  await user.click(screen.getByRole('button', { name: 'Move option 3 up' }));
  expect(readOptions(readState())?.map((option) => option.value)).toEqual([
    'option-2',
    'option-3',
    'option-1',
  ]);
});

test('the first option cannot move up and the last cannot move down', () => {
  renderWithEditor(<Inspector />, { message: createRadioMessage(), selectedId: 'radio1' });

  expect(screen.getByRole('button', { name: 'Move option 1 up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move option 1 down' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Move option 2 up' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Move option 2 down' })).toBeDisabled();
});

test('remove drops the option', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByRole('button', { name: 'Remove option 1' }));

  expect(readOptions(readState())).toEqual([{ value: 'option-2', label: 'Option 2' }]);
  expect(screen.queryByLabelText('Option 2 label')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Option 1 label')).toHaveValue('Option 2');
});

test('removing the default option clears the default', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });
  await user.selectOptions(screen.getByLabelText('Default option'), 'Option 2');

  await user.click(screen.getByRole('button', { name: 'Remove option 2' }));

  expect(readState().present.data.interactiveData.formFields[0]).not.toHaveProperty('defaultValue');
  expect(screen.getByLabelText('Default option')).toHaveValue('');
});

test('a repeated option value is reported on the options group', async () => {
  const consoleError = vi.spyOn(console, 'error');
  const { user } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });
  const options = screen.getByRole('group', { name: 'Options' });
  expect(options).not.toHaveAccessibleDescription(/already used/);

  await user.clear(within(options).getByLabelText('Option 2 value'));
  await user.type(within(options).getByLabelText('Option 2 value'), 'option-1');

  expect(options).toHaveAccessibleDescription(
    'option value "option-1" is already used by options[0]; option values must be unique',
  );
  expect(consoleError).not.toHaveBeenCalled();
});

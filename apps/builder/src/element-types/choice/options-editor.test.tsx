import type { DraftOption } from '@chatforms/core/editing';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { Inspector } from '../../inspector/inspector.js';
import type { EditorState } from '../../state/editor-reducer.js';
import { renderWithEditor } from '../../test/render-with-editor.js';

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
    /option value "option-1" is already used by options\[0\]; option values must be unique$/,
  );
  expect(consoleError).not.toHaveBeenCalled();
});

test('a typed label gives its option a value derived from it', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.clear(screen.getByLabelText('Option 1 label'));
  await user.type(screen.getByLabelText('Option 1 label'), 'Very happy');

  expect(readOptions(readState())?.[0]).toEqual({ value: 'very-happy', label: 'Very happy' });
  expect(screen.getByLabelText('Option 1 value')).toHaveValue('very-happy');
});

test('a value written by hand stays when the label changes afterwards', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.clear(screen.getByLabelText('Option 1 value'));
  await user.type(screen.getByLabelText('Option 1 value'), 'mail');
  await user.clear(screen.getByLabelText('Option 1 label'));
  await user.type(screen.getByLabelText('Option 1 label'), 'Email me');

  expect(readOptions(readState())?.[0]).toEqual({ value: 'mail', label: 'Email me' });
});

test('each value keeps a visible caption while every field is filled', () => {
  const { container } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  const rows = [...container.querySelectorAll('.option-row')];
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows)
    expect(row.querySelector('.option-value-caption')).toHaveTextContent('Value');
  expect(screen.getByLabelText('Option 1 label')).not.toHaveValue('');
  expect(screen.getByLabelText('Option 1 value')).not.toHaveValue('');
});

test('a 1–5 scale is one press of its preset, and the change is announced', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByRole('button', { name: '1–5 scale' }));

  expect(readOptions(readState())).toEqual(
    ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Options replaced by the 1–5 scale');
});

test.each([
  ['Yes / no', ['yes', 'no']],
  [
    'Agree scale (5 points)',
    ['strongly-disagree', 'disagree', 'neutral', 'agree', 'strongly-agree'],
  ],
] as const)('the %s preset writes its options', async (name, values) => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByRole('button', { name }));

  expect(readOptions(readState())?.map((option) => option.value)).toEqual(values);
});

test('a pasted list replaces the options, one a line, and focus returns to its button', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });
  const pasteButton = screen.getByRole('button', { name: 'Paste a list' });

  await user.click(pasteButton);
  const list = screen.getByLabelText('Options, one a line');
  expect(list).toHaveValue('Option 1\nOption 2');
  expect(list).toHaveAccessibleDescription(/Label \| value/);
  await user.clear(list);
  await user.click(list);
  await user.paste('Red\nDark green | green\n\nBlue');
  await user.click(screen.getByRole('button', { name: 'Use these options' }));

  expect(readOptions(readState())).toEqual([
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Dark green' },
    { value: 'blue', label: 'Blue' },
  ]);
  expect(screen.queryByLabelText('Options, one a line')).not.toBeInTheDocument();
  expect(pasteButton).toHaveFocus();
});

test('Escape closes the paste box without changing the options', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByRole('button', { name: 'Paste a list' }));
  await user.type(screen.getByLabelText('Options, one a line'), '\nPurple{Escape}');

  expect(screen.queryByLabelText('Options, one a line')).not.toBeInTheDocument();
  expect(readOptions(readState())).toHaveLength(2);
});

test('Enter in a label adds an option below it and moves there', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  await user.click(screen.getByLabelText('Option 1 label'));
  await user.keyboard('{Enter}');

  expect(readOptions(readState())?.map((option) => option.value)).toEqual([
    'option-1',
    'option-3',
    'option-2',
  ]);
  expect(screen.getByLabelText('Option 2 label')).toHaveFocus();
  await user.keyboard('{Control>}a{/Control}Maybe');
  expect(readOptions(readState())?.[1]).toEqual({ value: 'maybe', label: 'Maybe' });
});

test('the replaced-options notice goes away after a few seconds', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const { user } = renderWithEditor(<Inspector />, {
      message: createRadioMessage(),
      selectedId: 'radio1',
    });

    await user.click(screen.getByRole('button', { name: 'Yes / no' }));
    expect(screen.getByRole('status')).toHaveTextContent('Options replaced by the Yes / no');
    await act(() => vi.advanceTimersByTimeAsync(8000));

    expect(screen.getByRole('status')).toHaveTextContent('');
  } finally {
    vi.useRealTimers();
  }
});

test('Tab reaches Paste a list and the presets from the label before any option row', async () => {
  const { user } = renderWithEditor(<Inspector />, {
    message: createRadioMessage(),
    selectedId: 'radio1',
  });

  // The options follow the label in the Content section.
  act(() => screen.getByLabelText('Label').focus());
  await user.tab();
  expect(screen.getByRole('button', { name: 'Paste a list' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: '1–5 scale' })).toHaveFocus();
});

import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Inspector } from '../../inspector/inspector.js';
import { renderWithEditor } from '../../test/render-with-editor.js';

test.each(['dropdown', 'radio', 'singleSelect'] as const)(
  'choosing a default option of a %s sets and clears its defaultValue',
  async (type) => {
    const { user, readState } = renderWithEditor(<Inspector />, {
      message: addElement(createEmptyFormMessage(), type),
      selectedId: `${type}1`,
    });
    const defaultOption = screen.getByLabelText('Default option');
    expect(
      within(defaultOption)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['(none)', 'Option 1', 'Option 2']);

    await user.selectOptions(defaultOption, 'Option 2');
    expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
      defaultValue: 'option-2',
    });

    await user.selectOptions(defaultOption, '(none)');
    expect(readState().present.data.interactiveData.formFields[0]).not.toHaveProperty(
      'defaultValue',
    );
  },
);

test('ticking and unticking checkbox defaults keeps the list of checked values', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'checkbox'),
    selectedId: 'checkbox1',
  });
  const group = screen.getByRole('group', { name: 'Checked by default' });

  await user.click(within(group).getByRole('checkbox', { name: 'Option 2' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Option 1' }));
  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    defaultValue: ['option-2', 'option-1'],
  });

  await user.click(within(group).getByRole('checkbox', { name: 'Option 2' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Option 1' }));
  expect(readState().present.data.interactiveData.formFields[0]).not.toHaveProperty('defaultValue');
});

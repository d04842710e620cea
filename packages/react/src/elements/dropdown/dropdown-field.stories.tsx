import {
  createElementMessage,
  createInputStateMessages,
  elementSamples,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { InteractiveForm } from '../../interactive-form.js';
import { InputElementStates } from '../../test-support/element-preview.js';
import { type ElementStoryArgs, fixedElementArgTypes } from '../../test-support/story-args.js';
import { DropdownField } from './dropdown-field.js';

const stateMessages = createInputStateMessages('dropdown');

const meta = {
  subcomponents: { DropdownField },
  args: { ...elementSamples.dropdown, readOnly: false, onSubmit: fn() },
  argTypes: fixedElementArgTypes,
  render: ({ theme, dir, readOnly, onSubmit, ...element }) => (
    <InteractiveForm
      key={JSON.stringify(element)}
      message={createElementMessage(element)}
      theme={theme}
      dir={dir}
      readOnly={readOnly}
      onSubmit={onSubmit}
    />
  ),
} satisfies Meta<ElementStoryArgs<'dropdown'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample dropdown with every spec field set; edit them in the controls. */
export const Default: Story = {};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    const empty = within(canvas.getByRole('figure', { name: 'Empty' }));
    await expect(empty.getByRole('combobox')).toHaveDisplayValue(/choose/i);
    const filled = within(canvas.getByRole('figure', { name: 'Filled' }));
    await expect(filled.getByRole('combobox')).toHaveDisplayValue('New Zealand');
  },
};

/** Reached with Tab, chosen, and submitted with Enter on the button. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: /Country/ });
    await expect(select).toHaveFocus();
    // user-event cannot open a native select's popup; it picks the option as the keyboard would.
    await userEvent.selectOptions(select, 'Australia');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { country: 'au' } }),
    );
  },
};

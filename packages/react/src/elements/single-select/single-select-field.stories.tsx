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
import { SingleSelectField } from './single-select-field.js';

const stateMessages = createInputStateMessages('singleSelect');

const meta = {
  subcomponents: { SingleSelectField },
  args: { ...elementSamples.singleSelect, readOnly: false, onSubmit: fn() },
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
} satisfies Meta<ElementStoryArgs<'singleSelect'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample singleSelect with every spec field set; edit them in the controls. */
export const Default: Story = {};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    const filled = within(canvas.getByRole('figure', { name: 'Filled' }));
    await expect(filled.getByRole('radio', { name: 'Medium' })).toBeChecked();
    const disabled = within(canvas.getByRole('figure', { name: 'Disabled' }));
    await expect(disabled.getByRole('radio', { name: 'Medium' })).toBeDisabled();
  },
};

/** One tab stop into the group, an arrow key moves the choice, Enter on the button submits. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { size: 'l' } }),
    );
  },
};

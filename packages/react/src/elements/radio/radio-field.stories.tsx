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
import { RadioField } from './radio-field.js';

const stateMessages = createInputStateMessages('radio');

const meta = {
  subcomponents: { RadioField },
  args: { ...elementSamples.radio, readOnly: false, onSubmit: fn() },
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
} satisfies Meta<ElementStoryArgs<'radio'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample radio with every spec field set; edit them in the controls. */
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
    await expect(filled.getByRole('radio', { name: 'Phone' })).toBeChecked();
    const disabled = within(canvas.getByRole('figure', { name: 'Disabled' }));
    await expect(disabled.getByRole('radio', { name: 'Phone' })).toBeDisabled();
  },
};

/** One tab stop into the group, an arrow key moves the choice, Enter on the button submits. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { contact: 'email' } }),
    );
  },
};

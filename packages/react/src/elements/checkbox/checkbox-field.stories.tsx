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
import { CheckboxField } from './checkbox-field.js';

const stateMessages = createInputStateMessages('checkbox');

const meta = {
  subcomponents: { CheckboxField },
  args: { ...elementSamples.checkbox, readOnly: false, onSubmit: fn() },
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
} satisfies Meta<ElementStoryArgs<'checkbox'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample checkbox group with every spec field set; edit them in the controls. */
export const Default: Story = {};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(await invalid.findByText(/required/i)).toBeVisible();
    const filled = within(canvas.getByRole('figure', { name: 'Filled' }));
    await expect(filled.getByRole('checkbox', { name: 'Water' })).toBeChecked();
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByRole('checkbox', { name: 'Water' })).toBeDisabled();
  },
};

/** Tab moves between the boxes, Space toggles one, Enter on the button submits. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Water' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Electricity' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { services: ['power', 'lift'] } }),
    );
  },
};

/** `minSelected` and `maxSelected` describe the group; a count outside them is refused on submit. */
export const CountRules: Story = {
  args: { label: 'Two services', defaultValue: [], minSelected: 2, maxSelected: 2 },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /Two services/ });
    await expect(group).toHaveAccessibleDescription(/Choose at least 2 options/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Water' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('Choose at least 2 options', { selector: '.chatforms-error' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lift' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { services: ['water', 'lift'] } }),
    );
  },
};

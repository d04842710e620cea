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
import { TextInputField } from './text-input-field.js';

const stateMessages = createInputStateMessages('textInput');

const meta = {
  subcomponents: { TextInputField },
  args: { ...elementSamples.textInput, readOnly: false, onSubmit: fn() },
  argTypes: {
    ...fixedElementArgTypes,
    maxLines: { control: { type: 'number', min: 1, max: 8 } },
  },
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
} satisfies Meta<ElementStoryArgs<'textInput'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample text input with every spec field set; edit them in the controls. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Full name/ });
    await expect(input).toHaveValue('Ada Lovelace');
    await userEvent.clear(input);
    await userEvent.type(input, 'Grace Hopper{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { fullName: 'Grace Hopper' } }),
    );
  },
};

/** With `maxLines` above 1 the input becomes a text area of that many rows. */
export const MultiLine: Story = {
  args: { maxLines: 4, label: 'Address', defaultValue: '' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Address/ });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '4');
  },
};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    const input = invalid.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/required/i);
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByRole('textbox')).toHaveAttribute('readonly');
    const disabled = within(canvas.getByRole('figure', { name: 'Disabled' }));
    await expect(disabled.getByRole('textbox')).toHaveAttribute('readonly');
  },
};

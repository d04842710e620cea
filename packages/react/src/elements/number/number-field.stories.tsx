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
import { NumberField } from './number-field.js';

const stateMessages = createInputStateMessages('number');

const meta = {
  subcomponents: { NumberField },
  args: { ...elementSamples.number, readOnly: false, onSubmit: fn() },
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
} satisfies Meta<ElementStoryArgs<'number'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample number with every field set; edit them in the controls. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Nights/ });
    await expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { numberSample: '3' } }),
    );
  },
};

/** A value above `max`, then one off the step, each named under the field with core's message. */
export const OutOfRange: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Nights/ });
    await userEvent.clear(input);
    await userEvent.type(input, '20{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter 14 or less/);
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    await expect(input).toHaveAccessibleDescription(/Enter 2 or 3: the steps are 1/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Right to left, with a decimal comma: the reader's "1,5" is sent as "1.5". */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'وزن', step: 0.5, min: 0.5, defaultValue: 1 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /وزن/ });
    await expect(input.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.clear(input);
    await userEvent.type(input, '1,5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { numberSample: '1.5' } }),
    );
  },
};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid.getByRole('textbox')).toHaveAccessibleDescription(/required/i);
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByRole('textbox')).toHaveAttribute('readonly');
  },
};

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

/**
 * `minLength` and `maxLength`: the least length describes the input, a counter follows the text and
 * speaks up only near and past the limit; a text past it is kept whole and refused at submission.
 */
export const LengthRules: Story = {
  args: { label: 'Handle', defaultValue: '', minLength: 3, maxLength: 12 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Handle/ });
    await expect(input).toHaveAccessibleDescription(/Use at least 3 characters/);
    await userEvent.type(input, 'ada-lovelace-1815');
    await expect(canvas.getByText('17/12')).toBeVisible();
    const field = within(input.closest('.chatforms-field') as HTMLElement);
    // Spoken once, as the text passed the limit, not at each of the keystrokes after it.
    await expect(field.getByRole('status')).toHaveTextContent('1 character too many');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Use at most 12 characters/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** `pattern` with the author's `patternMessage`, shown as written when the text does not match. */
export const PatternRule: Story = {
  args: {
    label: 'ZIP code',
    defaultValue: '',
    placeholder: { text: '12345' },
    pattern: '[0-9]{5}',
    patternMessage: 'Enter five digits, such as 12345',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /ZIP code/ });
    await userEvent.type(input, '1234x{Enter}');
    await expect(input).toHaveAccessibleDescription('Enter five digits, such as 12345');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '12345{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { fullName: '12345' } }),
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
    const input = invalid.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/required/i);
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByRole('textbox')).toHaveAttribute('readonly');
    const disabled = within(canvas.getByRole('figure', { name: 'Disabled' }));
    await expect(disabled.getByRole('textbox')).toHaveAttribute('readonly');
  },
};

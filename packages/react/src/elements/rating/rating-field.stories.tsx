import {
  createElementMessage,
  createInputStateMessages,
  elementSamples,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { InteractiveForm } from '../../interactive-form.js';
import { InputElementStates } from '../../test-support/element-preview.js';
import { type ElementStoryArgs, fixedElementArgTypes } from '../../test-support/story-args.js';
import { RatingField } from './rating-field.js';

const stateMessages = createInputStateMessages('rating');

const meta = {
  subcomponents: { RatingField },
  args: { ...elementSamples.rating, readOnly: false, onSubmit: fn() },
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
} satisfies Meta<ElementStoryArgs<'rating'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample rating with every spec field set; edit them in the controls. */
export const Default: Story = {};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByRole('textbox')).toHaveAttribute('readonly');
  },
};

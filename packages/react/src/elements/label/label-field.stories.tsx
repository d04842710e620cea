import {
  createElementMessage,
  createLabelStateMessages,
  elementSamples,
  labelElementStates,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { InteractiveForm } from '../../interactive-form.js';
import { ElementPreview, StatesGrid } from '../../test-support/element-preview.js';
import { type ElementStoryArgs, fixedElementArgTypes } from '../../test-support/story-args.js';
import { LabelField } from './label-field.js';

const stateMessages = createLabelStateMessages();
const stateNames = { short: 'Short', long: 'Long, wrapping' };

const meta = {
  subcomponents: { LabelField },
  args: { ...elementSamples.label, readOnly: false },
  argTypes: fixedElementArgTypes,
  render: ({ theme, dir, readOnly, ...element }) => (
    <InteractiveForm
      key={JSON.stringify(element)}
      message={createElementMessage(element)}
      theme={theme}
      dir={dir}
      readOnly={readOnly}
    />
  ),
} satisfies Meta<ElementStoryArgs<'label'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample label; edit its text in the controls. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(elementSamples.label.text)).toBeVisible();
  },
};

/** A label has no value, so no input states: a short note and a long one that wraps. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <StatesGrid
      cells={labelElementStates.map((state) => ({
        name: stateNames[state],
        content: <ElementPreview message={stateMessages[state]} theme={theme} dir={dir} />,
      }))}
    />
  ),
};

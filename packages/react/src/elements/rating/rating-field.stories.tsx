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

/** The sample rating with every field set: arrow keys move the chosen star, Enter sends it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /How was your stay/ });
    await expect(canvas.getByRole('radio', { name: '4' })).toBeChecked();
    await expect(group).toHaveAccessibleDescription('1: Poor 5: Excellent');
    canvas.getByRole('radio', { name: '4' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { ratingSample: '3' } }),
    );
  },
};

/** A Net Promoter Score: 0 to 10 as numbered buttons, the chosen one filled. */
export const NetPromoterScore: Story = {
  args: {
    label: 'How likely are you to recommend us to a friend?',
    scale: 'nps',
    max: undefined,
    lowLabel: 'Not at all likely',
    highLabel: 'Extremely likely',
    defaultValue: undefined,
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /recommend us/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/This field is required/);
    await userEvent.click(within(group).getByRole('radio', { name: '9' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: '10' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { ratingSample: '10' } }),
    );
  },
};

/** Right to left: the first star at the right edge; the down arrow still moves to the next one. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'كيف كانت إقامتك؟', lowLabel: 'سيئة', highLabel: 'ممتازة' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('radio', { name: '1' });
    const last = canvas.getByRole('radio', { name: '5' });
    await expect(first.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      last.getBoundingClientRect().left,
    );
    canvas.getByRole('radio', { name: '4' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(last).toBeChecked();
  },
};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid.getByRole('radiogroup')).toHaveAccessibleDescription(/required/i);
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    for (const star of readOnly.getAllByRole('radio')) await expect(star).toBeDisabled();
  },
};

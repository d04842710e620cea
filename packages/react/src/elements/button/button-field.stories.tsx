import {
  buttonElementStates,
  createButtonStateMessages,
  createElementMessage,
  elementMessageSenderId,
  elementSamples,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { InteractiveForm } from '../../interactive-form.js';
import {
  ElementPreview,
  type ElementPreviewProps,
  StatesGrid,
} from '../../test-support/element-preview.js';
import { type ElementStoryArgs, fixedElementArgTypes } from '../../test-support/story-args.js';
import { ButtonField } from './button-field.js';

type ButtonState = (typeof buttonElementStates)[number];
const stateMessages = createButtonStateMessages();
const stateNames: Record<ButtonState, string> = {
  ready: 'Ready',
  used: 'Used (disableAfterInteracted)',
  disabled: 'Disabled (sender view)',
  readOnly: 'Read-only',
};
const stateViews: Record<ButtonState, Partial<ElementPreviewProps>> = {
  ready: {},
  used: {},
  disabled: { currentUserId: elementMessageSenderId },
  readOnly: { readOnly: true },
};

const meta = {
  subcomponents: { ButtonField },
  args: { ...elementSamples.button, readOnly: false, onNavigate: fn(), onInteraction: fn() },
  argTypes: fixedElementArgTypes,
  render: ({ theme, dir, readOnly, onNavigate, onInteraction, ...element }) => (
    <InteractiveForm
      key={JSON.stringify(element)}
      message={createElementMessage(element)}
      theme={theme}
      dir={dir}
      readOnly={readOnly}
      onNavigate={onNavigate}
      onInteraction={onInteraction}
    />
  ),
} satisfies Meta<
  ElementStoryArgs<'button'> & {
    onNavigate: (url: string) => void;
    onInteraction: (elementId: string) => void;
  }
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample button: a urlNavigation whose URL the host receives in `onNavigate`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get directions' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      'https://example.org/directions',
      expect.objectContaining({ elementId: 'directions' }),
    );
    await expect(args.onInteraction).toHaveBeenCalledWith('directions');
  },
};

/** Ready, used (disabled after its interaction), disabled for the sender, and read-only. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <StatesGrid
      cells={buttonElementStates.map((state) => ({
        name: stateNames[state],
        content: (
          <ElementPreview
            message={stateMessages[state]}
            theme={theme}
            dir={dir}
            {...stateViews[state]}
          />
        ),
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const ready = within(canvas.getByRole('figure', { name: stateNames.ready }));
    await expect(ready.getByRole('button')).not.toHaveAttribute('aria-disabled');
    for (const state of ['used', 'disabled', 'readOnly'] as const) {
      const cell = within(canvas.getByRole('figure', { name: stateNames[state] }));
      await expect(cell.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

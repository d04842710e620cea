import {
  apiResponses,
  cardMessage,
  customInteractiveMessage,
  schedulerMessage,
  textCardMessage,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { InteractiveForm } from '../interactive-form.js';
import { respondWith } from '../test-support/mock-fetch.js';

const meta = {
  component: InteractiveForm,
  args: {
    message: cardMessage,
    fetch: fn(respondWith(apiResponses.accepted)).mockName('fetch'),
    onInteraction: fn(),
    onNavigate: fn(),
    onDeepLink: fn(),
    onCustomAction: fn(),
  },
  argTypes: {
    message: { control: 'object' },
    theme: { control: false, description: 'Set from the toolbar.' },
    dir: { control: false, description: 'Set from the toolbar.' },
  },
} satisfies Meta<typeof InteractiveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card: its image, its text and a button of each action type; "Read the menu" opens a link. */
export const Card: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Our spring menu is here.' }),
    ).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Read the menu' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      'https://example.org/menu',
      expect.objectContaining({ elementId: 'menu' }),
    );
  },
};

/** Booking a table posts the kit's envelope and reaches the card's goal: its completion view. */
export const CardCompleted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a table' }));
    await expect(await canvas.findByText('See you on Friday!')).toBeVisible();
    await expect(args.fetch).toHaveBeenCalledTimes(1);
    await expect(args.onInteraction).toHaveBeenCalledWith('book');
  },
};

/** A card with text and a link, and no image. */
export const TextCard: Story = {
  args: { message: textCardMessage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Show the way' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A scheduler is not a form: its title and calendar link, with the one reason in "Why". */
export const Scheduler: Story = {
  args: { message: schedulerMessage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Meet with the garden team')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'https://example.org/calendar/garden-team.ics' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Why'));
    const reasons = within(canvas.getByRole('group')).getAllByRole('listitem');
    await expect(reasons).toHaveLength(1);
  },
};

/** A custom interactive message: its text and its link. */
export const CustomInteractive: Story = {
  args: { message: customInteractiveMessage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your parcel is on its way.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'https://example.org/parcels/track' }),
    ).toBeVisible();
  },
};

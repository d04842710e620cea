import { parseFormMessage } from '@chatforms/core';
import {
  apiResponses,
  appointmentMessage,
  completedFormMessage,
  feedbackMessage,
  groupPollMessage,
  orderConfirmationMessage,
  surveyMessage,
  unrenderableMessage,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';

import { InteractiveForm, type InteractiveFormProps } from '../interactive-form.js';
import { ChatFrames, type ChatWidthChoice } from '../test-support/chat-bubble.js';
import { respondWith } from '../test-support/mock-fetch.js';

type SampleArgs = InteractiveFormProps & { width: ChatWidthChoice; sender: string; sentAt: string };

/** The sample messages of `internal/fixtures` as a reader receives them, at phone and desktop widths. */
const meta = {
  component: InteractiveForm,
  args: {
    message: surveyMessage,
    width: 'both',
    sender: 'Acme support',
    sentAt: '10:42',
    fetch: fn(respondWith(apiResponses.accepted)).mockName('fetch'),
    onInteraction: fn(),
    onNavigate: fn(),
    onDeepLink: fn(),
    onCustomAction: fn(),
    onError: fn(),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['both', 'phone', 'desktop'] },
    theme: { control: false, description: 'Set from the toolbar.' },
    dir: { control: false, description: 'Set from the toolbar.' },
  },
  render: ({ width, sender, sentAt, ...form }) => (
    <ChatFrames
      width={width}
      sender={sender}
      sentAt={sentAt}
      theme={form.theme === 'dark' ? 'dark' : 'light'}
      renderMessage={() => <InteractiveForm {...form} />}
    />
  ),
} satisfies Meta<SampleArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function phoneFrame(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('article', { name: /phone width/ }));
}

/** A product survey: text, checkboxes, a dropdown and a radio group; filled and sent on the phone. */
export const Survey: Story = {
  play: async ({ canvasElement, args }) => {
    const phone = phoneFrame(canvasElement);
    await userEvent.type(phone.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await userEvent.selectOptions(phone.getByRole('combobox', { name: /Your plan/ }), 'Team');
    await userEvent.click(phone.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(phone.getByRole('button', { name: 'Send answers' }));
    await expect(await phone.findByText('Thanks, your answers are in.')).toBeVisible();
    await expect(args.fetch).toHaveBeenCalledTimes(1);
  },
};

/** Booking a visit: date, time and date-and-time pickers in Kolkata, New York and Chatham. */
export const AppointmentBooking: Story = {
  args: { message: appointmentMessage, sender: 'City clinic' },
  play: async ({ canvasElement }) => {
    const phone = phoneFrame(canvasElement);
    await expect(phone.getByLabelText(/Visit date/)).toHaveAccessibleDescription(/Time zone/);
    await expect(phone.getByLabelText(/Call-back time/)).toHaveAccessibleDescription(/Time zone/);
    await expect(phone.getByLabelText(/Video consultation/)).toHaveAccessibleDescription(
      /Time zone/,
    );
  },
};

/** Rating a support chat. */
export const Feedback: Story = {
  args: { message: feedbackMessage, sender: 'Support' },
};

/** An order confirmation with four buttons, one per action type. */
export const OrderConfirmation: Story = {
  args: { message: orderConfirmationMessage, sender: 'Corner café' },
  play: async ({ canvasElement }) => {
    const phone = phoneFrame(canvasElement);
    for (const name of ['Track order', 'Open in app', 'Talk to a barista', 'Confirm order']) {
      await expect(phone.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** A poll in a group chat whose goal is the vote: voting shows the completion view. */
export const GroupPoll: Story = {
  args: { message: groupPollMessage, sender: 'Lunch bot', width: 'phone' },
  play: async ({ canvasElement, args }) => {
    const phone = phoneFrame(canvasElement);
    await userEvent.click(phone.getByRole('radio', { name: 'Taco truck' }));
    await userEvent.click(phone.getByRole('button', { name: 'Vote' }));
    await expect(await phone.findByText(/Vote counted/)).toBeVisible();
    await expect(args.onInteraction).toHaveBeenCalledWith('vote');
  },
};

/** A message whose goal was reached before it arrived: only the completion view shows. */
export const CompletedForm: Story = {
  args: { message: completedFormMessage, sender: 'Deliveries' },
  play: async ({ canvasElement }) => {
    const phone = phoneFrame(canvasElement);
    await expect(phone.getByText('Thanks for rating your delivery!')).toBeVisible();
    await expect(phone.queryByRole('button')).toBeNull();
  },
};

/** A message that cannot be rendered: a short fallback, the reasons on request, `onError` called. */
export const Unrenderable: Story = {
  args: { message: unrenderableMessage, sender: 'Legacy bot' },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const phone = phoneFrame(canvasElement);
    await expect(phone.getByText('This form cannot be shown.')).toBeVisible();
    await userEvent.click(phone.getByText('Why'));
    await expect(phone.getByRole('list')).toBeVisible();
    await expect(args.onError).toHaveBeenCalled();
    // The developer gets each reason in the console too: those of the renderer's lenient reading.
    const read = parseFormMessage(args.message, { mode: 'lenient' });
    const issues = read.success ? [] : read.issues;
    await expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      await expect(console.warn).toHaveBeenCalledWith(
        `[chatforms] ${issue.pointer || '/'}: ${issue.message}`,
      );
    }
  },
};

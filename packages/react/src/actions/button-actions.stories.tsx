import { apiResponses, everyElementMessage, orderConfirmationMessage } from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { InteractiveForm } from '../interactive-form.js';
import { fillEveryElementForm } from '../test-support/fill-every-element.js';
import { respondNever, respondWith } from '../test-support/mock-fetch.js';

/**
 * What each action type does. apiAction requests go to a mocked `fetch` (see the Actions panel);
 * the other types hand their outcome to the host's callbacks, also logged in the Actions panel.
 */
const meta = {
  component: InteractiveForm,
  args: {
    message: everyElementMessage,
    fetch: fn(respondWith(apiResponses.accepted)).mockName('fetch'),
    onInteraction: fn(),
    onNavigate: fn(),
    onDeepLink: fn(),
    onCustomAction: fn(),
  },
  argTypes: {
    theme: { control: false, description: 'Set from the toolbar.' },
    dir: { control: false, description: 'Set from the toolbar.' },
  },
} satisfies Meta<typeof InteractiveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** apiAction answered 2xx: the interaction is reported and the completion view replaces the form. */
export const ApiActionSucceeds: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Thank you for filling out the form.')).toBeVisible();
    await expect(args.fetch).toHaveBeenCalledWith(
      'https://example.org/api/residents',
      expect.objectContaining({ method: 'POST' }),
    );
    await expect(args.onInteraction).toHaveBeenCalledWith('submit');
  },
};

/** apiAction answered 500: the error shows under the button with a retry, and nothing is reported. */
export const ApiActionFails: Story = {
  args: { fetch: fn(respondWith(apiResponses.serverError)).mockName('fetch') },
  play: async ({ canvas, canvasElement, args }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/error 500/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Grace Hopper');
    await expect(args.onInteraction).not.toHaveBeenCalled();
  },
};

/** apiAction without an answer: aborted after `requestTimeoutMs` (here 400 ms) with a timeout error. */
export const ApiActionTimesOut: Story = {
  args: { fetch: fn(respondNever()).mockName('fetch'), requestTimeoutMs: 400 },
  play: async ({ canvas, canvasElement }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /took too long/,
    );
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Grace Hopper');
  },
};

/** apiAction answered 422 with `errors`: each message shows under its field, focus on the first. */
export const ApiActionReturnsFieldErrors: Story = {
  args: { fetch: fn(respondWith(apiResponses.fieldErrors)).mockName('fetch') },
  play: async ({ canvas, canvasElement }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/need a change/);
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await expect(name).toHaveAccessibleDescription(/already registered/);
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription(
      /do not serve/,
    );
  },
};

/** urlNavigation: the host's `onNavigate` receives the URL (by default it opens in a new tab). */
export const UrlNavigation: Story = {
  args: { message: orderConfirmationMessage },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Track order' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      'https://example.org/orders/4711',
      expect.objectContaining({ elementId: 'track' }),
    );
    await expect(args.onInteraction).toHaveBeenCalledWith('track');
  },
};

/** deepLinkAction: the host's `onDeepLink` receives the app URL. */
export const DeepLinkAction: Story = {
  args: { message: orderConfirmationMessage },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open in app' }));
    await expect(args.onDeepLink).toHaveBeenCalledWith(
      'coffeeapp://orders/4711',
      expect.objectContaining({ elementId: 'openApp' }),
    );
  },
};

/** customAction: the host's `onCustomAction` receives the button and the current values. */
export const CustomAction: Story = {
  args: { message: orderConfirmationMessage },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Deliver to my desk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a barista' }));
    await expect(args.onCustomAction).toHaveBeenCalledWith(
      expect.objectContaining({ elementId: 'talk' }),
      { pickup: 'delivery' },
    );
  },
};

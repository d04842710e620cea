import { formatKitFormData, parseFormMessage } from '@chatforms/core';
import { apiResponses, contactRequestMessage } from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { InteractiveForm } from './interactive-form.js';
import { readRequestBody } from './test-support/fill-every-element.js';
import { respondWith } from './test-support/mock-fetch.js';

const meta = {
  title: 'Renderer/Conditional fields',
  component: InteractiveForm,
  args: {
    message: contactRequestMessage,
    fetch: fn(respondWith(apiResponses.accepted)).mockName('fetch'),
    onInteraction: fn(),
  },
} satisfies Meta<typeof InteractiveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard alone: a choice shows the field it asks for, which is announced while focus stays on
 * the choice; the next choice swaps it for another. Hidden fields are not in the tab order.
 */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Email address/ })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('textbox', { name: /Email address/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Now shown: Email address'),
    );
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Email address/ })).toBeNull();
    await expect(await canvas.findByRole('textbox', { name: /Phone number/ })).toBeVisible();
    // The next stop after the group is the field it showed, then the checkboxes.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Billing' })).toHaveFocus();
  },
};

/** The same, mirrored for right-to-left readers: a field that appears is laid out right to left. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    const input = await canvas.findByRole('textbox', { name: /Email address/ });
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

/**
 * Answered, changed and sent: the email typed before the reader switched to a phone call is not
 * sent, and the hidden required fields do not stop the submission.
 */
export const SendsOnlyShownFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone call' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '555 0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await canvas.findByText('Thanks, we will be in touch.');
    await expect(args.fetch).toHaveBeenCalledTimes(1);
    const parsed = parseFormMessage(contactRequestMessage);
    if (!parsed.success) throw new Error('contactRequestMessage does not parse');
    const body = readRequestBody(args.fetch) as { data?: { formData?: unknown } };
    await expect(body.data?.formData).toEqual({ contactBy: 'phone', phone: '555 0100' });
    await expect(body.data?.formData).toEqual(
      formatKitFormData(parsed.data, {
        contactBy: 'phone',
        email: 'ada@example.org',
        phone: '555 0100',
      }),
    );
  },
};

/** A completed form's receipt after a reload: the answers the app hands in, as a description list. */
export const ReceiptAfterReload: Story = {
  args: {
    message: {
      ...contactRequestMessage,
      data: {
        ...contactRequestMessage.data,
        interactions: [{ elementId: 'sendRequest', interactedAt: 1777777777 }],
      },
    },
    answers: { contactBy: 'sms', phone: '555 0100', email: 'not shown', topics: ['delivery'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thanks, we will be in touch.')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Contact me by',
      'Phone number',
      'What is it about?',
    ]);
    await expect(canvas.getAllByRole('definition').map((answer) => answer.textContent)).toEqual([
      'Text message',
      '555 0100',
      'Delivery',
    ]);
  },
};

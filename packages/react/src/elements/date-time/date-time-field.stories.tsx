import {
  appointmentMessage,
  createElementMessage,
  createInputStateMessages,
  elementSamples,
} from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { InteractiveForm } from '../../interactive-form.js';
import { InputElementStates } from '../../test-support/element-preview.js';
import { type ElementStoryArgs, fixedElementArgTypes } from '../../test-support/story-args.js';
import { DateTimeField } from './date-time-field.js';

const stateMessages = createInputStateMessages('dateTime');

const meta = {
  subcomponents: { DateTimeField },
  args: { ...elementSamples.dateTime, readOnly: false, onSubmit: fn() },
  argTypes: {
    ...fixedElementArgTypes,
    mode: { control: 'inline-radio', options: ['date', 'time', 'dateTime'] },
    timezoneCode: {
      control: 'select',
      options: ['Asia/Kolkata', 'America/New_York', 'Pacific/Chatham', 'Europe/Berlin', 'UTC'],
    },
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
} satisfies Meta<ElementStoryArgs<'dateTime'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample dateTime with every spec field set; switch mode and zone in the controls. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Visit/);
    await expect(input).toHaveValue('2026-12-07T10:30');
    await expect(input).toHaveAccessibleDescription(/Kolkata|India|GMT\+5:30|IST/);
  },
};

/** Empty, filled, invalid, disabled, read-only and required, side by side. */
export const AllStates: Story = {
  render: ({ theme, dir }) => (
    <InputElementStates messages={stateMessages} theme={theme} dir={dir} />
  ),
  play: async ({ canvas }) => {
    const invalid = within(canvas.getByRole('figure', { name: 'Invalid' }));
    await expect(invalid.getByLabelText(/Visit/)).toHaveAttribute('aria-invalid', 'true');
    const readOnly = within(canvas.getByRole('figure', { name: 'Read-only' }));
    await expect(readOnly.getByLabelText(/Visit/)).toHaveAttribute('readonly');
  },
};

/**
 * The appointment sample: a date in Kolkata, a time in New York and a date and time in Chatham,
 * each filled from the keyboard; the Chatham value is sent with that zone's offset.
 */
export const KeyboardAcrossTimeZones: Story = {
  render: ({ theme, dir, onSubmit }) => (
    <InteractiveForm message={appointmentMessage} theme={theme} dir={dir} onSubmit={onSubmit} />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Visit date/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Call-back time/)).toHaveFocus();
    await userEvent.keyboard('10:15');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Video consultation/)).toHaveFocus();
    await userEvent.keyboard('2026-12-10T09:30');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        values: {
          patient: 'Ada Lovelace',
          visitDate: '2026-12-07',
          callTime: '10:15',
          videoSlot: '2026-12-10T09:30+13:45',
        },
      }),
    );
  },
};

/**
 * New York's 01:30 on 2026-11-01 happens twice: the author chose the second (EST) as the default,
 * the reader is asked which is meant, and the chosen moment's offset is what is sent.
 */
export const RepeatedHour: Story = {
  args: {
    timezoneCode: 'America/New_York',
    from: '2026-11-01T00:00',
    to: '2026-11-30T18:00',
    defaultValue: '2026-11-01T01:30-05:00',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Visit/)).toHaveValue('2026-11-01T01:30');
    const choice = canvas.getByRole('radiogroup', { name: /^1:30\sAM happens twice/ });
    const first = within(choice).getByRole('radio', { name: /GMT-04:00/ });
    const second = within(choice).getByRole('radio', { name: /GMT-05:00/ });
    await expect(second).toBeChecked();
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { visit: '2026-11-01T01:30-05:00' } }),
    );
  },
};

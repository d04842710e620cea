import { createDateTimeElement } from '@chatforms/core';
import { appointmentMessage } from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { InteractiveFormProvider } from '../../interactive-form-provider.js';
import { createTestMessage } from '../../test-support/create-test-message.js';
import { useInteractiveForm } from '../../use-interactive-form.js';
import { ButtonField } from '../button/button-field.js';
import { DateTimeField } from './date-time-field.js';

test('renders a date input bounded by from and to, starting on its default', () => {
  render(<InteractiveForm message={appointmentMessage} />);
  const input = screen.getByLabelText(/Visit date/);
  expect(input).toHaveAttribute('type', 'date');
  expect(input).toHaveAttribute('min', '2026-12-01');
  expect(input).toHaveAttribute('max', '2026-12-31');
  expect(input).toHaveValue('2026-12-07');
});

test('names its time zone beside the control and in its description', () => {
  render(<InteractiveForm message={appointmentMessage} />);
  const input = screen.getByLabelText(/Visit date/);
  expect(input).toHaveAccessibleDescription('Time zone: Asia/Kolkata (GMT+05:30)');
  expect(screen.getByText('Time zone: Asia/Kolkata (GMT+05:30)')).toBeVisible();
});

test('names the offset of the chosen date, not of today, and follows a new choice', async () => {
  const user = userEvent.setup();
  const element = createDateTimeElement({
    elementId: 'visit',
    label: 'Visit',
    mode: 'dateTime',
    timezoneCode: 'America/New_York',
    defaultValue: '2026-07-15T20:00',
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  const input = screen.getByLabelText(/Visit/);
  expect(input).toHaveAccessibleDescription('Time zone: America/New_York (GMT-04:00)');

  await user.clear(input);
  await user.type(input, '2026-01-15T20:00');

  expect(input).toHaveAccessibleDescription('Time zone: America/New_York (GMT-05:00)');
});

describe('given New York, where 01:30 happens twice on 2026-11-01', () => {
  function createVisit(defaultValue?: string) {
    return createDateTimeElement({
      elementId: 'visit',
      label: 'Visit',
      mode: 'dateTime',
      timezoneCode: 'America/New_York',
      defaultValue,
    });
  }

  test('asks which 01:30 is meant, preselects the first, and submits its daylight offset', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InteractiveForm message={createTestMessage([createVisit()])} onSubmit={onSubmit} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();

    await user.type(screen.getByLabelText(/Visit/), '2026-11-01T01:30');

    const choice = screen.getByRole('radiogroup', { name: /^1:30\sAM happens twice on this day/ });
    expect(
      within(choice).getByRole('radio', { name: /^1:30\sAM EDT \(GMT-04:00\)$/ }),
    ).toBeChecked();
    expect(
      within(choice).getByRole('radio', { name: /^1:30\sAM EST \(GMT-05:00\)$/ }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { visit: '2026-11-01T01:30-04:00' } }),
    );
  });

  test('submits the second 01:30 with its standard offset when the reader chooses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InteractiveForm message={createTestMessage([createVisit()])} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Visit/);
    await user.type(input, '2026-11-01T01:30');

    await user.click(screen.getByRole('radio', { name: /^1:30\sAM EST \(GMT-05:00\)$/ }));

    expect(input).toHaveValue('2026-11-01T01:30');
    expect(input).toHaveAccessibleDescription('Time zone: America/New_York (GMT-05:00)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { visit: '2026-11-01T01:30-05:00' } }),
    );
  });

  test('starts on the second 01:30 when the author chose it, until the reader changes the time', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const message = createTestMessage([createVisit('2026-11-01T01:30-05:00')]);
    render(<InteractiveForm message={message} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Visit/);
    expect(input).toHaveValue('2026-11-01T01:30');
    expect(screen.getByRole('radio', { name: /^1:30\sAM EST \(GMT-05:00\)$/ })).toBeChecked();

    await user.clear(input);
    await user.type(input, '2026-11-01T01:45');

    expect(screen.getByRole('radio', { name: /^1:45\sAM EDT \(GMT-04:00\)$/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { visit: '2026-11-01T01:45-04:00' } }),
    );
  });

  test('submits the author’s second 01:30 untouched', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const message = createTestMessage([createVisit('2026-11-01T01:30-05:00')]);
    render(<InteractiveForm message={message} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: { visit: '2026-11-01T01:30-05:00' } }),
    );
  });

  test('explains a time the clocks skip, under the picker and in its description', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={createTestMessage([createVisit()])} />);
    const input = screen.getByLabelText(/Visit/);
    await user.type(input, '2026-03-08T02:30');
    // Times are written as the form's locale writes them; English here, from happy-dom's navigator.
    const explanation =
      /^2:30\sAM does not exist on this day: the clocks go forward past it, to 3:00\sAM\. Choose another time\.$/;
    expect(screen.getByText(explanation)).toHaveAttribute('role', 'status');
    expect(input).toHaveAccessibleDescription(
      expect.stringMatching(explanation.source.slice(1, -1)),
    );
  });

  test('shows the choice but lets no one change it when the form is read-only', () => {
    const message = createTestMessage([createVisit('2026-11-01T01:30-05:00')]);
    render(<InteractiveForm message={message} readOnly />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

test('renders a time input for mode time and a datetime-local input for mode dateTime', () => {
  render(<InteractiveForm message={appointmentMessage} />);
  const time = screen.getByLabelText(/Call-back time/);
  expect(time).toHaveAttribute('type', 'time');
  expect(time).toHaveAttribute('min', '09:00');
  expect(time).toHaveAttribute('max', '17:30');
  const slot = screen.getByLabelText(/Video consultation/);
  expect(slot).toHaveAttribute('type', 'datetime-local');
  expect(slot).toHaveAttribute('min', '2026-12-01T08:00');
});

test('shows no time zone when the element has no timezoneCode', () => {
  const element = createDateTimeElement({ elementId: 'day', label: 'Day', mode: 'date' });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByLabelText('Day')).not.toHaveAccessibleDescription();
});

test('takes a typed date from the keyboard and submits it in the element format', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createDateTimeElement({
    elementId: 'day',
    label: 'Day',
    mode: 'date',
    dateTimeFormat: 'dd/MM/yyyy',
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText('Day'), '2026-12-10');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { day: '10/12/2026' } }));
});

test('submits a dateTime with the offset of its zone by default', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<InteractiveForm message={appointmentMessage} onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText(/Patient name/), 'Ada');
  await user.type(screen.getByLabelText(/Video consultation/), '2026-12-10T09:30');
  await user.type(screen.getByLabelText(/Call-back time/), '10:15');
  await user.click(screen.getByRole('button', { name: 'Book' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({
      values: {
        patient: 'Ada',
        visitDate: '2026-12-07',
        callTime: '10:15',
        videoSlot: '2026-12-10T09:30+13:45',
      },
    }),
  );
});

test('rejects a value outside from and to with a message under the field', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createDateTimeElement({
    elementId: 'callTime',
    label: 'Call-back time',
    mode: 'time',
    from: '09:00',
  });
  const message = createTestMessage([element]);
  // happy-dom empties an out-of-range value typed into a bounded input (browsers keep it), so the
  // value is set through the form, as a headless host would.
  function BoundedTime() {
    const controller = useInteractiveForm(message, { onSubmit });
    useEffect(() => controller.form.setValue('callTime', '08:15'), [controller.form]);
    const submit = controller.message!.data.interactiveData.submitElement;
    return (
      <InteractiveFormProvider controller={controller}>
        <DateTimeField element={element} readOnly={false} />
        <ButtonField element={submit} readOnly={false} />
      </InteractiveFormProvider>
    );
  }
  render(<BoundedTime />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const time = screen.getByLabelText('Call-back time');
  expect(time).toHaveAttribute('aria-invalid', 'true');
  expect(time).toHaveAccessibleDescription(/^Choose 9:00\sAM or later$/);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('cannot be changed when the form is read-only', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={appointmentMessage} readOnly />);
  const input = screen.getByLabelText(/Visit date/);
  await user.type(input, '2026-12-20');
  expect(input).toHaveValue('2026-12-07');
});

import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Inspector } from '../../inspector/inspector.js';
import { renderWithEditor } from '../../test/render-with-editor.js';

function renderDateTime(fields: Record<string, unknown> = {}) {
  const message = addElement(createEmptyFormMessage(), 'dateTime');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, fields);
  return renderWithEditor(<Inspector />, { message, selectedId: 'dateTime1' });
}

function readElement(state: ReturnType<ReturnType<typeof renderDateTime>['readState']>) {
  return state.present.data.interactiveData.formFields[0] as Record<string, unknown>;
}

test.each([
  ['date', 'date'],
  ['time', 'time'],
  ['dateTime', 'datetime-local'],
] as const)('in %s mode the default, from and to are %s pickers', (mode, type) => {
  renderDateTime({ mode });

  for (const label of ['Default value', 'Earliest (from)', 'Latest (to)']) {
    expect(screen.getByLabelText(label)).toHaveAttribute('type', type);
  }
});

test('a picked date and time is stored as the wall time it shows', async () => {
  const { user, readState } = renderDateTime({ mode: 'dateTime', timezoneCode: 'Asia/Tokyo' });

  await user.type(screen.getByLabelText('Default value'), '2026-12-01T20:00');

  expect(readElement(readState())).toMatchObject({ defaultValue: '2026-12-01T20:00' });
});

test('a value stored as an instant with an offset shows as wall time in the zone', () => {
  renderDateTime({
    mode: 'dateTime',
    timezoneCode: 'Asia/Tokyo',
    defaultValue: '2026-12-01T11:00Z',
  });

  expect(screen.getByLabelText('Default value')).toHaveValue('2026-12-01T20:00');
});

test('switching the mode keeps what still fits of the default', async () => {
  const { user, readState } = renderDateTime({
    mode: 'dateTime',
    defaultValue: '2026-12-01T20:00',
  });

  await user.selectOptions(screen.getByLabelText('Asks for'), 'date');

  expect(readElement(readState())).toMatchObject({ mode: 'date', defaultValue: '2026-12-01' });
});

test('the time-zone combobox finds Tokyo by its city and Enter picks it', async () => {
  const { user, readState } = renderDateTime();
  const zone = screen.getByRole('combobox', { name: 'Time zone' });

  await user.clear(zone);
  await user.type(zone, 'Tokyo');

  expect(zone).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox', { name: 'Time zones' });
  const first = within(listbox).getAllByRole('option')[0];
  expect(first).toHaveTextContent('Asia/TokyoGMT+09:00');
  expect(zone).toHaveAttribute('aria-activedescendant', first?.id);

  await user.keyboard('{Enter}');

  expect(readElement(readState())).toMatchObject({ timezoneCode: 'Asia/Tokyo' });
  expect(zone).toHaveValue('Asia/Tokyo');
  expect(zone).toHaveAttribute('aria-expanded', 'false');
});

test('the time-zone combobox finds Paris, and zones by offset, with arrow keys to move', async () => {
  const { user, readState } = renderDateTime();
  const zone = screen.getByRole('combobox', { name: 'Time zone' });
  const listOptions = () =>
    within(screen.getByRole('listbox', { name: 'Time zones' })).getAllByRole('option');

  await user.clear(zone);
  await user.type(zone, 'Paris');
  expect(listOptions()[0]).toHaveTextContent('Europe/Paris');

  await user.clear(zone);
  await user.type(zone, 'GMT+9');
  const names = listOptions().map((option) => option.textContent);
  expect(names).toContain('Asia/TokyoGMT+09:00');
  expect(names.every((name) => name?.endsWith('GMT+09:00'))).toBe(true);

  const tokyo = names.indexOf('Asia/TokyoGMT+09:00');
  await user.keyboard('{ArrowDown}'.repeat(tokyo));
  expect(zone).toHaveAttribute('aria-activedescendant', listOptions()[tokyo]?.id);
  await user.keyboard('{Enter}');
  expect(readElement(readState())).toMatchObject({ timezoneCode: 'Asia/Tokyo' });
});

test('Escape closes the zone list, and a second Escape restores the chosen zone', async () => {
  const { user } = renderDateTime({ timezoneCode: 'Europe/Paris' });
  const zone = screen.getByRole('combobox', { name: 'Time zone' });

  await user.clear(zone);
  await user.type(zone, 'Tok{Escape}');
  expect(zone).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Escape}');
  expect(zone).toHaveValue('Europe/Paris');
});

test('a new dateTime starts in the author’s own zone, written out', () => {
  renderDateTime();

  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    new Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
});

test('a zone is offered as the author’s own, and an empty zone explains what readers see', async () => {
  const { user, readState } = renderDateTime({ timezoneCode: undefined });
  const zone = screen.getByRole('combobox', { name: 'Time zone' });
  expect(zone).toHaveAccessibleDescription(/each reader sees and answers in their own zone/);

  await user.click(screen.getByRole('button', { name: /^Use my zone/ }));

  expect(readElement(readState()).timezoneCode).toBe(
    new Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
});

test('the zone shows the offset of the chosen date: a July New York time is GMT-04:00', () => {
  renderDateTime({
    mode: 'dateTime',
    timezoneCode: 'America/New_York',
    defaultValue: '2026-07-15T20:00',
  });

  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
    /GMT-04:00 on 2026-07-15 20:00/,
  );
  expect(screen.getByLabelText('Default value')).toHaveAccessibleDescription(
    /GMT-04:00 on that date in America\/New_York/,
  );
});

test('a January New York time is GMT-05:00', () => {
  renderDateTime({ mode: 'date', timezoneCode: 'America/New_York', defaultValue: '2026-01-15' });

  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
    /GMT-05:00 on 2026-01-15/,
  );
});

test('a time that happens twice on a fall-back day is asked, and the answer keeps its offset', async () => {
  const { user, readState } = renderDateTime({
    mode: 'dateTime',
    timezoneCode: 'America/New_York',
    defaultValue: '2026-11-01T01:30',
  });
  const question = screen.getByRole('group', {
    name: '01:30 happens twice in America/New_York on 2026-11-01. Which one?',
  });
  expect(
    within(question)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).checked),
  ).toEqual([false, false]);
  expect(question).toHaveTextContent('Until you choose, the first one is used.');

  await user.click(within(question).getByRole('radio', { name: /The second 01:30.*GMT-05:00/ }));

  expect(readElement(readState()).defaultValue).toBe('2026-11-01T01:30-05:00');
  expect(screen.getByLabelText('Default value')).toHaveValue('2026-11-01T01:30');
  expect(within(question).getByRole('radio', { name: /The second/ })).toBeChecked();
});

test('a time the clocks skip is explained, with the next time that exists', async () => {
  const { user, readState } = renderDateTime({
    mode: 'dateTime',
    timezoneCode: 'America/New_York',
    defaultValue: '2026-03-08T02:30',
  });

  expect(screen.getByRole('note')).toHaveTextContent(
    '02:30 does not exist in America/New_York on 2026-03-08: the clocks jump forward past it. The next time that exists is 03:00 (GMT-04:00).',
  );
  expect(screen.getByLabelText('Default value')).toHaveValue('2026-03-08T02:30');
  await user.click(screen.getByRole('button', { name: 'Use 03:00' }));

  expect(readElement(readState()).defaultValue).toBe('2026-03-08T03:00');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('the submitted format is a choice of common patterns shown with today’s date', async () => {
  const { user, readState } = renderDateTime({ timezoneCode: 'UTC' });
  const format = screen.getByLabelText('Submitted format');
  const today = new Date().toISOString().slice(0, 10);
  const [year, month, day] = today.split('-');

  expect(within(format).getByRole('option', { name: `${today} (standard)` })).toBeInTheDocument();
  await user.selectOptions(format, `${day}/${month}/${year}`);

  expect(readElement(readState())).toMatchObject({ dateTimeFormat: 'dd/MM/yyyy' });
});

test('a custom submitted format is typed, with a preview', async () => {
  const { user, readState } = renderDateTime({ timezoneCode: 'UTC' });

  await user.selectOptions(screen.getByLabelText('Submitted format'), 'Custom pattern…');
  await user.type(screen.getByLabelText('Custom pattern'), 'yyyy/MM/dd');

  expect(readElement(readState())).toMatchObject({ dateTimeFormat: 'yyyy/MM/dd' });
  expect(screen.getByLabelText('Custom pattern')).toHaveAccessibleDescription(
    `dateTimeFormat Written like: ${new Date().toISOString().slice(0, 10).replaceAll('-', '/')}`,
  );
});

test('leaving the zone field without a change adds no undo step', async () => {
  const { user, readState } = renderDateTime({ timezoneCode: 'Europe/Paris' });

  await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
  await user.tab();

  expect(readState().past).toHaveLength(0);
});

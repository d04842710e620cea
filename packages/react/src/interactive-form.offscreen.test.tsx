import {
  createCheckboxElement,
  createDateTimeElement,
  createDropdownElement,
  createRadioElement,
  createTextInputElement,
  type FormValues,
} from '@chatforms/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fields = [
  createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
  createDropdownElement({
    elementId: 'plan',
    label: 'Plan',
    options: [
      { value: 'basic', label: 'Basic' },
      { value: 'pro', label: 'Pro' },
    ],
  }),
  createCheckboxElement({
    elementId: 'extras',
    label: 'Extras',
    options: [
      { value: 'parking', label: 'Parking' },
      { value: 'lunch', label: 'Lunch' },
    ],
  }),
  createRadioElement({
    elementId: 'seat',
    label: 'Seat',
    options: [
      { value: 'window', label: 'Window' },
      { value: 'aisle', label: 'Aisle' },
    ],
  }),
  createDateTimeElement({
    elementId: 'day',
    label: 'Day',
    mode: 'date',
    defaultValue: '2026-05-04',
  }),
];

function createMessage(id: string) {
  const submitElement = createTestSubmit({ disableAfterInteracted: false });
  return { ...createTestMessage(fields, { title: 'Booking', submitElement }), id };
}

function findRoot(container: HTMLElement) {
  return container.querySelector('.chatforms') as HTMLElement;
}

function readSentValues(requests: { init: RequestInit }[]): FormValues {
  const sent = JSON.parse(String(requests[0]?.init.body)) as { data: { formData: FormValues } };
  return sent.data.formData;
}

test('renders static by default, with every text and label there and no layout read', () => {
  const observe = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    vi.fn(() => ({ observe, disconnect: vi.fn() })),
  );
  const readBox = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const { container } = render(<InteractiveForm message={createMessage('static-1')} />);
  expect(findRoot(container)).toHaveAttribute('data-static');
  expect(screen.getByText('Booking')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Pro' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Lunch' })).not.toBeChecked();
  expect(screen.getByLabelText('Day')).toHaveValue('2026-05-04');
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  // Interaction is what turns a form live: nothing measures where it lies.
  expect(readBox).not.toHaveBeenCalled();
  expect(observe).not.toHaveBeenCalled();
});

test('renders the same markup static as live, apart from generated ids', () => {
  const strip = (html: string) =>
    html.replace(/ (id|for|aria-\w+)="[^"]*"/g, '').replace(/_r_\w+_control/g, '');
  const staticView = render(<InteractiveForm message={createMessage('same-1')} />);
  const staticHtml = strip(findRoot(staticView.container).innerHTML);
  staticView.unmount();
  const live = render(<InteractiveForm message={createMessage('same-1')} offscreen="live" />);
  expect(findRoot(live.container)).not.toHaveAttribute('data-static');
  expect(strip(findRoot(live.container).innerHTML)).toBe(staticHtml);
});

test('turns live when focus enters it, keeping focus on the field it entered', async () => {
  const user = userEvent.setup();
  const { container } = render(<InteractiveForm message={createMessage('focus-1')} />);
  await user.tab();
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  await user.keyboard('Ada');
  expect(name).toHaveValue('Ada');
});

test('turns live when a pointer goes down in it, before any focus', () => {
  const { container } = render(<InteractiveForm message={createMessage('pointer-1')} />);
  fireEvent.pointerDown(screen.getByText('Booking'));
  expect(findRoot(container)).not.toHaveAttribute('data-static');
});

test('turns live when a key goes down in it, as in a form focused before it hydrated', () => {
  const { container } = render(<InteractiveForm message={createMessage('key-1')} />);
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'a' });
  expect(findRoot(container)).not.toHaveAttribute('data-static');
});

test('turns live in place: every element of the static form stays the same DOM node', async () => {
  const user = userEvent.setup();
  const { container } = render(<InteractiveForm message={createMessage('in-place-1')} />);
  const before = [...findRoot(container).querySelectorAll('*')];
  const plan = screen.getByRole('combobox', { name: 'Plan' });
  await user.click(plan);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  // Kept nodes keep find-in-page's match, a screen reader's place and the focus.
  expect(screen.getByRole('combobox', { name: 'Plan' })).toBe(plan);
  expect(plan).toHaveFocus();
  expect(before.every((node) => node.isConnected)).toBe(true);
  await user.selectOptions(plan, 'pro');
  expect(plan).toHaveValue('pro');
});

test('typing "abc" at once into a fresh form keeps every character and the caret at the end', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={createMessage('type-1')} />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'abc');
  expect(name).toHaveValue('abc');
  expect((name as HTMLInputElement).selectionStart).toBe(3);
});

test('a first change with no focus before it is kept: a text typed, a box checked, a radio chosen', async () => {
  const { fetch, requests } = createFetchStub();
  const { container } = render(
    <InteractiveForm message={createMessage('unfocused-1')} fetch={fetch} />,
  );
  // What a screen reader's virtual click or a script does: the event alone, on a static form.
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'a' } });
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'ab' } });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('ab');

  const checked = render(<InteractiveForm message={createMessage('unfocused-2')} fetch={fetch} />);
  fireEvent.click(screen.getAllByRole('checkbox', { name: 'Lunch' })[1] as HTMLElement);
  expect(findRoot(checked.container)).not.toHaveAttribute('data-static');
  expect(screen.getAllByRole('checkbox', { name: 'Lunch' })[1]).toBeChecked();
  fireEvent.click(screen.getAllByRole('radio', { name: 'Aisle' })[1] as HTMLElement);
  expect(screen.getAllByRole('radio', { name: 'Aisle' })[1]).toBeChecked();
  fireEvent.change(screen.getAllByRole('textbox', { name: 'Name' })[1] as HTMLElement, {
    target: { value: 'Ada' },
  });
  fireEvent.click(screen.getAllByRole('button', { name: 'Send' })[1] as HTMLElement);
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(readSentValues(requests)).toMatchObject({
    name: 'Ada',
    extras: ['lunch'],
    seat: 'aisle',
  });
});

test('a radio chosen with no focus before it is the first change the live form opens with', () => {
  const { container } = render(<InteractiveForm message={createMessage('radio-1')} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Window' }));
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  expect(screen.getByRole('radio', { name: 'Window' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Aisle' })).not.toBeChecked();
});

test('a press on Send with no pointer or focus before it validates live, shows and announces the errors', async () => {
  const { fetch, requests } = createFetchStub();
  const { container } = render(
    <InteractiveForm message={createMessage('press-1')} fetch={fetch} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(name).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('1 field needs your attention.');
  expect(requests).toHaveLength(0);
});

test('a form that turned live in place validates, focuses the field in error, and sends', async () => {
  const user = userEvent.setup();
  const { fetch, requests } = createFetchStub();
  render(<InteractiveForm message={createMessage('send-1')} fetch={fetch} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(requests).toHaveLength(0);
  await user.type(name, 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(readSentValues(requests)).toMatchObject({ name: 'Ada', day: '2026-05-04' });
});

test('a form completed here keeps its completion view and focus when the app sends the message again with the interaction', async () => {
  const user = userEvent.setup();
  const { fetch, requests } = createFetchStub();
  const message = createMessage('complete-1');
  const onInteraction = vi.fn();
  const { container, rerender } = render(
    <InteractiveForm message={message} fetch={fetch} onInteraction={onInteraction} />,
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(findRoot(container)).toHaveAttribute('data-view', 'completion'));
  expect(requests).toHaveLength(1);
  const completion = container.querySelector('.chatforms-completion');
  expect(completion).toHaveFocus();
  const interaction = { elementId: 'send', interactedAt: 1_777_888_000 };
  const answered = { ...message, data: { ...message.data, interactions: [interaction] } };
  rerender(<InteractiveForm message={answered} fetch={fetch} onInteraction={onInteraction} />);
  expect(findRoot(container)).toHaveAttribute('data-view', 'completion');
  expect(container.querySelector('.chatforms-completion')).toBe(completion);
  expect(completion).toHaveFocus();
});

test('shows the values a store kept for the message while static, and keeps them live', async () => {
  const user = userEvent.setup();
  const kept: FormValues = { name: 'Grace', plan: 'basic', day: '2026-05-06' };
  const store = { get: () => kept, set: vi.fn(), delete: vi.fn() };
  render(<InteractiveForm message={createMessage('kept-1')} valuesStore={store} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  await user.click(screen.getByRole('textbox', { name: 'Name' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  expect(screen.getByLabelText('Day')).toHaveValue('2026-05-06');
});

test('warns about a message once, from the static form, and not again when it turns live', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const message = createMessage('warned-1');
  const unknown = { elementType: 'signature', elementId: 'sign' };
  const interactiveData = message.data.interactiveData;
  const formFields = [unknown, ...interactiveData.formFields];
  const raw = {
    ...message,
    data: { ...message.data, interactiveData: { ...interactiveData, formFields } },
  };
  render(<InteractiveForm message={raw} />);
  expect(warn).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('textbox', { name: 'Name' }));
  expect(warn).toHaveBeenCalledTimes(1);
});

test('renders static and turns live without a React warning', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<InteractiveForm message={createMessage('quiet-1')} />);
  await user.click(screen.getByRole('textbox', { name: 'Name' }));
  expect(consoleError).not.toHaveBeenCalled();
});

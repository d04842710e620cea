import {
  createDateTimeElement,
  createDropdownElement,
  createTextInputElement,
  type FormValues,
} from '@chatforms/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

/** An IntersectionObserver the test moves: `scroll(true)` brings every observed form near view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  static scroll(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting }));
      if (entries.length > 0) act(() => observer.callback(entries as never, observer as never));
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lays every element out at `top` px from the top of jsdom's 768 px viewport, 400 px tall. */
function placeFormsAt(top: number) {
  const box = { top, bottom: top + 400, left: 0, right: 300, width: 300, height: 400 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
}

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

test('renders a far form as static markup whose text and labels are all there', () => {
  const { container } = render(
    <InteractiveForm message={createMessage('static-1')} offscreen="static" />,
  );
  expect(findRoot(container)).toHaveAttribute('data-static');
  expect(screen.getByText('Booking')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Plan' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Pro' })).toBeInTheDocument();
  expect(screen.getByLabelText('Day')).toHaveValue('2026-05-04');
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('100% 0px');
});

test('renders the same markup static as live, apart from generated ids', () => {
  const strip = (html: string) => html.replace(/ (id|for|aria-\w+)="[^"]*"/g, '');
  const staticView = render(
    <InteractiveForm message={createMessage('same-1')} offscreen="static" />,
  );
  const staticHtml = strip(findRoot(staticView.container).innerHTML);
  staticView.unmount();
  const live = render(<InteractiveForm message={createMessage('same-1')} />);
  expect(strip(findRoot(live.container).innerHTML)).toBe(staticHtml);
});

test('turns live in the task that mounts it when it is already near the viewport', () => {
  placeFormsAt(window.innerHeight + 200);
  const { container } = render(
    <InteractiveForm message={createMessage('near-at-mount-1')} offscreen="static" />,
  );
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});

test('stays static at mount when it lies beyond a viewport height below view', () => {
  placeFormsAt(2 * window.innerHeight + 1);
  const { container } = render(
    <InteractiveForm message={createMessage('far-at-mount-1')} offscreen="static" />,
  );
  expect(findRoot(container)).toHaveAttribute('data-static');
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
});

test('turns live when it comes near the viewport, and then takes typing', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={createMessage('near-1')} offscreen="static" />,
  );
  FakeIntersectionObserver.scroll(true);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});

test('turns live when a static field takes focus, keeping focus on that field', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={createMessage('focus-1')} offscreen="static" />,
  );
  await user.tab();
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  await user.keyboard('Ada');
  expect(name).toHaveValue('Ada');
});

test('turns live in place: every element of the static form stays the same DOM node', () => {
  const { container } = render(
    <InteractiveForm message={createMessage('in-place-1')} offscreen="static" />,
  );
  const before = [...findRoot(container).querySelectorAll('*')];
  const name = screen.getByRole('textbox', { name: 'Name' });
  FakeIntersectionObserver.scroll(true);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  // Kept nodes keep find-in-page's match, a screen reader's place and the focus.
  expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
  expect(before.every((node) => node.isConnected)).toBe(true);
});

test('a field that takes focus while static is the one the reader types into, live', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={createMessage('focus-node-1')} offscreen="static" />,
  );
  const plan = screen.getByRole('combobox', { name: 'Plan' });
  await user.click(plan);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  expect(screen.getByRole('combobox', { name: 'Plan' })).toBe(plan);
  expect(plan).toHaveFocus();
  await user.selectOptions(plan, 'pro');
  expect(plan).toHaveValue('pro');
});

test('a form that turned live in place validates, focuses the field in error, and sends', async () => {
  const user = userEvent.setup();
  const { fetch, requests } = createFetchStub();
  render(<InteractiveForm message={createMessage('send-1')} offscreen="static" fetch={fetch} />);
  FakeIntersectionObserver.scroll(true);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(requests).toHaveLength(0);
  await user.type(name, 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  const sent = JSON.parse(String(requests[0]?.init.body)) as { data: { formData: FormValues } };
  expect(sent.data.formData).toMatchObject({ name: 'Ada', day: '2026-05-04' });
});

test('keeps the values of a form being filled when it scrolls far out of view', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={createMessage('filled-1')} offscreen="static" />,
  );
  FakeIntersectionObserver.scroll(true);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'pro');
  FakeIntersectionObserver.scroll(false);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('pro');
});

test('shows the values a store kept for the message while static, and keeps them live', () => {
  const kept: FormValues = { name: 'Grace', plan: 'basic', day: '2026-05-06' };
  const store = { get: () => kept, set: vi.fn(), delete: vi.fn() };
  render(
    <InteractiveForm message={createMessage('kept-1')} offscreen="static" valuesStore={store} />,
  );
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  FakeIntersectionObserver.scroll(true);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  expect(screen.getByLabelText('Day')).toHaveValue('2026-05-06');
});

test('renders live where the runtime has no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const { container } = render(
    <InteractiveForm message={createMessage('no-observer-1')} offscreen="static" />,
  );
  expect(findRoot(container)).not.toHaveAttribute('data-static');
});

test('renders live from the start by default', () => {
  const { container } = render(<InteractiveForm message={createMessage('default-1')} />);
  expect(findRoot(container)).not.toHaveAttribute('data-static');
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});

test('renders static and turns live without a React warning', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<InteractiveForm message={createMessage('quiet-1')} offscreen="static" />);
  FakeIntersectionObserver.scroll(true);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

// Imports no entry of core that installs the dateTime code or date-fns, as a bundled app does not: a
// form with dates waits for them, then renders, submits and keeps values as any other.
import { surveyMessage } from '@chatforms/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import type * as interactiveForm from './interactive-form.js';
import type * as profiledComponents from './test-support/profiled-components.js';
import type * as interactiveFormHook from './use-interactive-form.js';

// Each test starts with core's modules fresh, so with no patterns loaded yet.
let InteractiveForm: typeof interactiveForm.InteractiveForm;
let useInteractiveForm: typeof interactiveFormHook.useInteractiveForm;
let createProfiledComponents: typeof profiledComponents.createProfiledComponents;
beforeEach(async () => {
  vi.resetModules();
  ({ InteractiveForm } = await import('./interactive-form.js'));
  ({ useInteractiveForm } = await import('./use-interactive-form.js'));
  ({ createProfiledComponents } = await import('./test-support/profiled-components.js'));
});

function withVisit(element: Record<string, unknown>) {
  const message = structuredClone(surveyMessage);
  const visit = { elementType: 'dateTime', elementId: 'visit', label: 'Visit', ...element };
  message.data.interactiveData.formFields = [visit as never];
  return message;
}

const customFormat = withVisit({
  mode: 'date',
  optional: false,
  dateTimeFormat: 'dd/MM/yyyy',
  defaultValue: '25/12/2026',
});

test('shows a busy loading line, then the form with the default read in the custom format', async () => {
  const { container } = render(<InteractiveForm message={customFormat} />);
  expect(container.firstElementChild).toHaveAttribute('data-view', 'loading');
  expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading the form…')).toBeInTheDocument();

  const visit = await screen.findByLabelText(/Visit/);
  await waitFor(() => expect(visit).toHaveValue('2026-12-25'));
  // The loading line is the Suspense boundary's fallback: the form's root replaces it.
  expect(container.children).toHaveLength(1);
  expect(container.firstElementChild).toHaveAttribute('data-view', 'form');
  expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
});

test('shows the loading line in the form’s language, with its lang and dir on the root', async () => {
  // The same fresh module the form reads its loaded languages from.
  const { loadFormLocale } = await import('./load-form-locale.js');
  await loadFormLocale('ar');
  const { container } = render(<InteractiveForm message={customFormat} locale="ar" />);
  expect(container.firstElementChild).toHaveAttribute('data-view', 'loading');
  expect(container.firstElementChild).toHaveAttribute('lang', 'ar');
  expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
  expect(screen.getByText('جارٍ تحميل النموذج…')).toBeInTheDocument();

  await screen.findByLabelText(/Visit/);
  expect(container.firstElementChild).toHaveAttribute('data-view', 'form');
  expect(container.firstElementChild).toHaveAttribute('lang', 'ar');
  expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
});

test('a form that waited renders each field once when the code arrives, with its opening values', async () => {
  const updates = new Map<string, number>();
  const components = createProfiledComponents(updates);
  render(<InteractiveForm message={customFormat} components={components} />);
  expect(screen.getByText('Loading the form…')).toBeInTheDocument();

  const visit = await screen.findByLabelText(/Visit/);
  // Mounted with the value it opens with, not mounted empty and then reset to it.
  expect(visit).toHaveValue('2026-12-25');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(Object.fromEntries(updates)).toEqual({});
});

test('submits the value written in the custom format once the patterns load', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<InteractiveForm message={customFormat} onSubmit={onSubmit} />);
  const submit = surveyMessage.data.interactiveData.submitElement.buttonText;
  await user.click(await screen.findByRole('button', { name: submit }));
  // What a press runs loads on demand too, with modules this fresh.
  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ visit: '25/12/2026' }) }),
    ),
  );
});

test('renders a form without dates at once, without loading anything', () => {
  const { container } = render(<InteractiveForm message={structuredClone(surveyMessage)} />);
  expect(container.firstElementChild).toHaveAttribute('data-view', 'form');
});

test('loads only the dateTime code, not date-fns, for a date in the default format', async () => {
  const { container } = render(
    <InteractiveForm message={withVisit({ mode: 'date', timezoneCode: 'Asia/Kolkata' })} />,
  );
  expect(container.firstElementChild).toHaveAttribute('data-view', 'loading');
  expect(await screen.findByText(/Asia\/Kolkata \(GMT\+05:30\)/)).toBeInTheDocument();
  const core = await import('@chatforms/core/renderer');
  expect(core.hasDateTimeSupport()).toBe(true);
  expect(core.hasDateTimePatterns()).toBe(false);
});

test('reports no problem through onError while the patterns load', async () => {
  const onError = vi.fn();
  render(<InteractiveForm message={customFormat} onError={onError} />);
  await screen.findByLabelText(/Visit/);
  expect(onError).not.toHaveBeenCalled();
});

test('gives a headless form the loading status, then ready', async () => {
  const statuses: string[] = [];
  function Headless() {
    const controller = useInteractiveForm(customFormat);
    statuses.push(controller.status);
    return <p>{controller.message === undefined ? 'waiting' : 'ready'}</p>;
  }
  render(<Headless />);
  expect(await screen.findByText('ready')).toBeInTheDocument();
  expect(statuses[0]).toBe('loading');
  expect(statuses.at(-1)).toBe('ready');
});

test('keeps a far static form cheap while its date code loads, then shows its static view', async () => {
  // Far below view, and no IntersectionObserver report: the form stays static.
  const far = { top: 5000, bottom: 5400, left: 0, right: 300, width: 300, height: 400 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(far as DOMRect);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  try {
    const { container } = render(<InteractiveForm message={customFormat} offscreen="static" />);
    expect(container.firstElementChild).toHaveAttribute('data-view', 'loading');
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-static'));
    expect(screen.getByText(/Visit/)).toBeInTheDocument();
  } finally {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
});

test('shows why a form cannot be shown when its date code fails to load, after a bounded retry', async () => {
  let attempts = 0;
  vi.doMock('../../core/src/elements/date-time/date-time-behaviour.js', () => {
    attempts += 1;
    throw new Error('offline');
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    ({ InteractiveForm } = await import('./interactive-form.js'));
    render(<InteractiveForm message={withVisit({ mode: 'date' })} />);
    expect(await screen.findByText('This form cannot be shown.')).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    // The boundary waits once, then for the live form's code (a render that reads the message
    // asks again); the live form then tries once more and stops on the failure. How many renders
    // ask before the failure shows depends on timing (4 or 5 on a busy machine); bounded means a
    // few, and none once the failure is shown.
    const shownAfter = attempts;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(attempts).toBe(shownAfter);
    expect(attempts).toBeLessThanOrEqual(6);
  } finally {
    vi.doUnmock('../../core/src/elements/date-time/date-time-behaviour.js');
    warn.mockRestore();
  }
});

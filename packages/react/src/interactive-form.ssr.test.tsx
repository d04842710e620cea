// @vitest-environment node
import { unrenderableMessage, validMessages } from '@chatforms/fixtures';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, test, vi } from 'vitest';

import {
  InteractiveForm,
  loadDateTimePatterns,
  loadDateTimeSupport,
  loadElementComponents,
} from './index.js';

// As the README says for server rendering: the code loaded on demand is loaded first.
beforeAll(() =>
  Promise.all([loadDateTimeSupport(), loadDateTimePatterns(), loadElementComponents()]),
);

test('runs where there is no window or document', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test.each(Object.entries(validMessages))('renders the %s message to a string', (_name, message) => {
  const error = vi.spyOn(console, 'error');
  const html = renderToString(<InteractiveForm message={message} theme="auto" />);
  expect(html).toContain('class="chatforms"');
  expect(html).toContain(message.data.interactiveData.title);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

test('renders the labels, controls and submit button of a form on the server', () => {
  const html = renderToString(<InteractiveForm message={validMessages.everyElement} />);
  expect(html).toContain('data-view="form"');
  expect(html).toMatch(/<input[^>]+type="date"[^>]+min="2026-01-01"/);
  expect(html).toContain('Time zone: Asia/Kolkata (GMT+05:30)');
  expect(html).toMatch(/<button type="submit"[^>]*dir="auto"[^>]*>Submit<\/button>/);
});

test('renders the loading line on the server for a form whose date code was not loaded', async () => {
  vi.resetModules();
  const fresh = await import('./index.js');
  const html = renderToString(<fresh.InteractiveForm message={validMessages.everyElement} />);
  expect(html).toContain('data-view="loading"');
  expect(html).toContain('aria-busy="true"');
});

test('the render that finds a date asks for its code, with no effect run, so a later render has it', async () => {
  vi.resetModules();
  const fresh = await import('./index.js');
  const render = () =>
    renderToString(<fresh.InteractiveForm message={validMessages.everyElement} />);
  // A server render runs no effect: only the render itself can have started the load.
  expect(render()).toContain('data-view="loading"');
  await vi.waitFor(() => expect(render()).toContain('data-view="form"'));
});

test('renders the fallback of an unrenderable message on the server', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const html = renderToString(<InteractiveForm message={unrenderableMessage} />);
  expect(html).toContain('This form cannot be shown.');
  warn.mockRestore();
});

test('renders a form meant live, a completed form and an unrenderable one before the live form’s code has loaded', async () => {
  // A server cannot wait for the live form's chunk in renderToString: each shows its markup.
  vi.resetModules();
  const fresh = await import('./index.js');
  const { createTestMessage } = await import('./test-support/create-test-message.js');
  const { createTextInputElement } = await import('@chatforms/core');
  const message = createTestMessage([createTextInputElement({ elementId: 'name', label: 'Name' })]);
  const live = renderToString(<fresh.InteractiveForm message={message} offscreen="live" />);
  expect(live).toContain('data-view="form"');
  expect(live).toContain('data-static=""');
  expect(live).toMatch(/<label[^>]*>.*Name/);
  const interactions = [{ elementId: 'send', interactedAt: 1_777_888_000 }];
  const completed = { ...message, data: { ...message.data, interactions } };
  const completion = renderToString(<fresh.InteractiveForm message={completed} />);
  expect(completion).toContain('data-view="completion"');
  expect(completion).not.toContain('data-static');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fallback = renderToString(<fresh.InteractiveForm message={unrenderableMessage} />);
  expect(fallback).toContain('data-view="fallback"');
  expect(fallback).toContain('This form cannot be shown.');
  warn.mockRestore();
});

// A page rendered on a server that had the dateTime code, hydrated by a client that has not loaded
// it yet: what Next.js does, since it hydrates by itself and cannot await loadDateTimeSupport()
// first. internal/hydration repeats this in Chromium on React 19 and 18.
import { appointmentMessage } from '@chatforms/fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from './index.js';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's page, with the dateTime code loaded there (vitest.setup.ts loads it). */
function renderServerPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<InteractiveForm message={appointmentMessage} />);
  document.body.append(container);
  return container;
}

/** Core and the renderer imported afresh, as a page's first script has them: no dateTime code. */
async function importFreshRenderer() {
  vi.resetModules();
  const fresh = await import('./index.js');
  const core = await import('@chatforms/core/renderer');
  expect(core.hasDateTimeSupport()).toBe(false);
  return { ...fresh, hasDateTimeSupport: core.hasDateTimeSupport };
}

test('hydrates a form with dates without a mismatch before its dateTime code has loaded', async () => {
  const container = renderServerPage();
  const serverInputs = [...container.querySelectorAll('input')];
  expect(serverInputs.map((input) => input.type)).toEqual([
    'text',
    'date',
    'time',
    'datetime-local',
  ]);
  const fresh = await importFreshRenderer();
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');

  await act(async () => {
    root = hydrateRoot(container, <fresh.InteractiveForm message={appointmentMessage} />, {
      onRecoverableError: recoverable,
    });
  });
  await waitFor(() => expect(fresh.hasDateTimeSupport()).toBe(true));
  await waitFor(() => expect(container.firstElementChild).not.toHaveAttribute('aria-busy'));

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  // The server's nodes, hydrated in place rather than replaced by the client's.
  expect([...container.querySelectorAll('input')]).toEqual(serverInputs);
  expect(screen.getByLabelText(/Visit date/)).toHaveValue('2026-12-07');
  consoleError.mockRestore();
});

// renderToString cannot wait for a chunk (renderToPipeableStream and Next.js do): it sends the
// boundary's loading line, which React reports and renders in the browser. The README says to load
// the code on the server before renderToString.
test('a renderToString page without the dateTime code has its form rendered by the client, reported as such', async () => {
  const fresh = await importFreshRenderer();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<fresh.InteractiveForm message={appointmentMessage} />);
  document.body.append(container);
  expect(container.querySelector('.chatforms')).toHaveAttribute('data-view', 'loading');
  const recoverable = vi.fn();

  await act(async () => {
    root = hydrateRoot(container, <fresh.InteractiveForm message={appointmentMessage} />, {
      onRecoverableError: recoverable,
    });
  });
  expect(await screen.findByLabelText(/Visit date/)).toHaveValue('2026-12-07');
  expect(container.querySelector('.chatforms')).toHaveAttribute('data-view', 'form');
  expect(recoverable).toHaveBeenCalledOnce();
  expect(String(recoverable.mock.calls[0]?.[0])).toContain(
    '"renderToString" which does not support Suspense',
  );
});

test('hydrates a form meant live without a mismatch before the live form’s code has loaded, then turns live in place', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <InteractiveForm message={appointmentMessage} offscreen="live" />,
  );
  document.body.append(container);
  const serverInputs = [...container.querySelectorAll('input')];
  // Afresh, with the dateTime code loaded first: only the live form's chunk is still to come.
  const fresh = await importFreshRenderer();
  await fresh.loadDateTimeSupport();
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');

  await act(async () => {
    root = hydrateRoot(
      container,
      <fresh.InteractiveForm message={appointmentMessage} offscreen="live" />,
      { onRecoverableError: recoverable },
    );
  });
  await waitFor(() => expect(container.firstElementChild).not.toHaveAttribute('data-static'));
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect([...container.querySelectorAll('input')]).toEqual(serverInputs);
  consoleError.mockRestore();
});

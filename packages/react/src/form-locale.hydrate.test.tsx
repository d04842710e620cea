import { createDropdownElement } from '@chatforms/core';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { loadFormLocale } from './load-form-locale.js';
import { createTestMessage } from './test-support/create-test-message.js';

const colourMessage = createTestMessage([
  createDropdownElement({
    elementId: 'colour',
    label: 'Colour',
    optional: true,
    options: [{ value: 'red', label: 'Red' }],
  }),
]);

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.replaceChildren();
});

/** Hydrates server markup as an app does, returning what React found wrong with it. */
async function hydrate(html: string, form: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches = vi.fn();
  await act(async () => {
    hydrateRoot(container, form, { onRecoverableError: mismatches });
  });
  return { container, mismatches };
}

test('a locale loaded before rendering renders in it on the server and hydrates without a mismatch', async () => {
  // As the README says: load the language on both sides, before rendering and before hydrating.
  await loadFormLocale('de');
  const form = <InteractiveForm message={colourMessage} locale="de" />;
  const html = renderToString(form);
  expect(html).toContain('Auswählen…');
  expect(html).toMatch(/<div class="chatforms"[^>]* dir="ltr" lang="de"/);
  const error = vi.spyOn(console, 'error');
  const { mismatches } = await hydrate(html, form);
  expect(mismatches).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
  expect(screen.getByRole('option', { name: 'Auswählen…' })).toBeInTheDocument();
});

test('a form following the page’s language hydrates from the server’s English, then shows the page’s', async () => {
  document.documentElement.lang = 'it';
  const form = <InteractiveForm message={colourMessage} />;
  // The server knows no page: its markup is English and says no language or direction.
  const html = renderToString(form);
  expect(html).toContain('Choose…');
  // The form sits in its Suspense boundary (`<!--$-->`), which React marks in the markup.
  expect(html).toMatch(
    /^<!--\$--><div class="chatforms" data-theme="light" data-view="form" data-static="">/,
  );
  const { mismatches } = await hydrate(html, form);
  expect(mismatches).not.toHaveBeenCalled();
  expect(await screen.findByRole('option', { name: 'Scegli…' })).toBeInTheDocument();
});

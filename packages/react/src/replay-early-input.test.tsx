// What a reader types and checks in a server-rendered form before it hydrates is theirs: the
// hydrated form submits it. The replay loads with the code a form waits for, so the client here
// imports the renderer afresh, without the dateTime code, as a page's first script has it.
// internal/hydration measures the same in Chromium on React 19 and 18.
import { getDefaultValues, parseFormMessage } from '@chatforms/core';
import { everyElementMessage } from '@chatforms/fixtures';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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

function renderServerPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<InteractiveForm message={everyElementMessage} />);
  document.body.append(container);
  return container;
}

/** Changes a control as the browser does for a reader before any script of the page has run. */
function setBeforeHydration(label: RegExp, change: (control: HTMLInputElement) => void) {
  change(screen.getByLabelText(label) as HTMLInputElement);
}

test('submits what the reader typed and checked before the form hydrated', async () => {
  renderServerPage();
  setBeforeHydration(/Full name/, (input) => (input.value = 'Ada Lovelace'));
  setBeforeHydration(/Electricity/, (input) => (input.checked = true));
  setBeforeHydration(/Water/, (input) => (input.checked = false));
  setBeforeHydration(/Phone/, (input) => (input.checked = true));
  setBeforeHydration(/B Wing/, (input) => (input.checked = true));
  setBeforeHydration(/Move-in date/, (input) => (input.value = '2026-05-01'));
  vi.resetModules();
  const fresh = await import('./index.js');
  const onSubmit = vi.fn();
  const recoverable = vi.fn();
  // The replay changes the controls in order, all in one go: the name's change is its first.
  const fullName = screen.getByLabelText(/Full name/);
  const replayed = new Promise((resolve) => fullName.addEventListener('input', resolve));

  // Hydrated as in a browser, outside act(), which would hold React's renders between the replayed
  // changes that the replay lets React render one by one.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  root = hydrateRoot(
    document.body.firstElementChild!,
    <fresh.InteractiveForm message={everyElementMessage} onSubmit={onSubmit} />,
    { onRecoverableError: recoverable },
  );
  await replayed;
  vi.unstubAllGlobals();
  const submit = screen.getByRole('button', { name: 'Submit' });
  await userEvent.setup().selectOptions(screen.getByLabelText(/Country/), 'au');
  await userEvent.setup().click(submit);

  expect(recoverable).not.toHaveBeenCalled();
  expect(onSubmit).toHaveBeenCalledOnce();
  // The fields this test leaves alone submit their defaults, so a type added to the fixture fits.
  const parsed = parseFormMessage(everyElementMessage);
  if (!parsed.success) throw new Error('everyElementMessage does not parse');
  expect(onSubmit.mock.calls[0]?.[0].values).toEqual({
    ...getDefaultValues(parsed.data),
    fullName: 'Ada Lovelace',
    services: ['power'],
    country: 'au',
    contact: 'phone',
    wing: 'b',
    moveIn: '2026-05-01',
  });
});

test('changes nothing in a form hydrated as the server rendered it', async () => {
  renderServerPage();
  vi.resetModules();
  const { InteractiveForm } = await import('./index.js');
  const onSubmit = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      document.body.firstElementChild!,
      <InteractiveForm message={everyElementMessage} onSubmit={onSubmit} />,
    );
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
  // Nothing was typed: the required fields the server left empty are still empty.
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Water/)).toBeChecked();
});

import { createEmptyFormMessage } from '@chatforms/core/editing';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());
afterEach(() => delete document.documentElement.dataset.theme);

function renderApp() {
  return render(
    <App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />,
  );
}

test('the builder follows the system until a theme is picked in the File menu, and keeps it', async () => {
  const user = userEvent.setup();
  renderApp();
  expect(document.documentElement.dataset.theme).toBeUndefined();

  await user.click(screen.getByRole('button', { name: 'File' }));
  expect(screen.getByRole('menuitemradio', { name: 'Theme: as the system' })).toBeChecked();
  await user.click(screen.getByRole('menuitemradio', { name: 'Theme: dark' }));

  expect(document.documentElement.dataset.theme).toBe('dark');
  cleanup();
  delete document.documentElement.dataset.theme;
  renderApp();
  expect(document.documentElement.dataset.theme).toBe('dark');
  await user.click(screen.getByRole('button', { name: 'File' }));
  expect(screen.getByRole('menuitemradio', { name: 'Theme: dark' })).toBeChecked();
  await user.click(screen.getByRole('menuitemradio', { name: 'Theme: as the system' }));
  expect(document.documentElement.dataset.theme).toBeUndefined();
});

test('Export stays the File menu’s last item, so End reaches it', async () => {
  const user = userEvent.setup();
  renderApp();

  await user.click(screen.getByRole('button', { name: 'File' }));

  const menu = screen.getByRole('menu', { name: 'File' });
  const items = menu.querySelectorAll('[role="menuitem"], [role="menuitemradio"]');
  expect(items.length).toBe(7);
  expect(items[items.length - 1]).toHaveAccessibleName(/^Export/);
});

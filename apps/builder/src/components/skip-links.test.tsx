import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());

test('Skip to send opens the Send tab and puts focus on the receiver', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  expect(screen.getByRole('tab', { name: 'Send' })).toHaveAttribute('aria-selected', 'false');

  await user.click(screen.getByRole('link', { name: 'Skip to send' }));

  expect(screen.getByRole('tab', { name: 'Send' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveFocus();
});

test('the Send tab chosen by hand stays chosen after a skip link to a pane', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('tab', { name: 'Send' }));

  await user.click(screen.getByRole('link', { name: 'Skip to inspector' }));

  expect(screen.getByRole('tab', { name: 'Send' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Title', { exact: true })).toHaveFocus();
});

import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());

test('Skip to send puts focus on the receiver', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('link', { name: 'Skip to send' }));

  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveFocus();
});

test('Skip to inspector puts focus on the form title with nothing selected', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('link', { name: 'Skip to inspector' }));

  expect(screen.getByLabelText('Title', { exact: true })).toHaveFocus();
});

import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';

beforeEach(() => localStorage.clear());

test('Send… in the header puts focus on the receiver', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Send…' }));

  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveFocus();
});

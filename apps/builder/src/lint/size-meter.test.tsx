import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';

import { App } from '../app.js';
import { SizeMeter } from './size-meter.js';

test('the meter shows the payload size against the 10 KB limit', () => {
  render(<SizeMeter bytes={2048} />);

  const meter = screen.getByLabelText('Payload');
  expect(meter).toHaveAttribute('value', '2048');
  expect(meter).toHaveAttribute('max', '10240');
  expect(screen.getByText('2.0 KB of 10 KB')).toBeInTheDocument();
  expect(meter.parentElement).not.toHaveAttribute('data-over');
});

test('the meter is marked over only past the limit', () => {
  const { rerender } = render(<SizeMeter bytes={10_240} />);
  expect(screen.getByLabelText('Payload').parentElement).not.toHaveAttribute('data-over');

  rerender(<SizeMeter bytes={10_241} />);

  expect(screen.getByLabelText('Payload').parentElement).toHaveAttribute('data-over', 'true');
  expect(screen.getByText('10.0 KB of 10 KB')).toBeInTheDocument();
});

test('the size meter follows every edit in the builder', async () => {
  localStorage.clear();
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const before = Number(screen.getByLabelText('Payload').getAttribute('value'));

  await user.type(screen.getByLabelText('Title'), ' with a longer name');

  expect(Number(screen.getByLabelText('Payload').getAttribute('value'))).toBe(before + 19);
});

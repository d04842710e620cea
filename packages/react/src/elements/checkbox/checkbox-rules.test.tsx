import { createCheckboxElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from '../../interactive-form.js';
import { createTestMessage } from '../../test-support/create-test-message.js';

const options = [
  { value: 'news', label: 'News' },
  { value: 'offers', label: 'Offers' },
  { value: 'events', label: 'Events' },
  { value: 'jobs', label: 'Jobs' },
];

test('describes the group with how many options it takes', () => {
  const element = createCheckboxElement({
    elementId: 'topics',
    label: 'Topics',
    options,
    minSelected: 2,
    maxSelected: 3,
  });
  render(<InteractiveForm message={createTestMessage([element])} />);
  expect(screen.getByRole('group', { name: 'Topics' })).toHaveAccessibleDescription(
    'Choose at least 2 options · Choose at most 3 options',
  );
});

test('refuses too many picks on submit, under the group, then submits once one is unchecked', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createCheckboxElement({
    elementId: 'topics',
    label: 'Topics',
    options,
    maxSelected: 2,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('checkbox', { name: 'News' }));
  await user.click(screen.getByRole('checkbox', { name: 'Offers' }));
  // Nothing is disabled at the limit: a third can be checked before another is unchecked.
  await user.click(screen.getByRole('checkbox', { name: 'Jobs' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  const group = screen.getByRole('group', { name: 'Topics' });
  // The hint, then the error under it.
  expect(group).toHaveAccessibleDescription(/Choose at most 2 options$/);
  expect(
    screen.getByText('Choose at most 2 options', { selector: '.chatforms-error' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Offers' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ values: { topics: ['news', 'jobs'] } }),
  );
});

test('refuses a single pick when the group takes at least two', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const element = createCheckboxElement({
    elementId: 'topics',
    label: 'Topics',
    options,
    minSelected: 2,
  });
  render(<InteractiveForm message={createTestMessage([element])} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('checkbox', { name: 'News' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(
    screen.getByText('Choose at least 2 options', { selector: '.chatforms-error' }),
  ).toBeInTheDocument();
});

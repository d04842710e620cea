import { completedFormMessage, contactRequestMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';

/** The receipt as a screen reader lists it: each term with the definitions that follow it. */
function readReceipt(): string[][] {
  const list = document.querySelector('dl');
  return [...(list?.querySelectorAll('div') ?? [])].map((row) =>
    [...row.children].map((child) => `${child.localName}: ${child.textContent}`),
  );
}

test('a form completed here shows what was sent, in the form words, and nothing it hid', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={contactRequestMessage} onSubmit={vi.fn()} />);
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.org');
  await user.click(screen.getByRole('radio', { name: 'Phone call' }));
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '555 0100');
  await user.click(screen.getByRole('checkbox', { name: 'Billing' }));
  await user.click(screen.getByRole('checkbox', { name: 'Delivery' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  const completion = await screen.findByText('Thanks, we will be in touch.');
  expect(completion.closest('.chatforms-completion')).toHaveFocus();
  expect(readReceipt()).toEqual([
    ['dt: Contact me by', 'dd: Phone call'],
    ['dt: Phone number', 'dd: 555 0100'],
    ['dt: What is it about?', 'dd: Billing', 'dd: Delivery'],
  ]);
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Contact me by',
    'Phone number',
    'What is it about?',
  ]);
  expect(screen.queryByText('ada@example.org')).toBeNull();
});

test('after a reload, a completed form shows the answers the app hands in', () => {
  render(<InteractiveForm message={completedFormMessage} answers={{ stars: '5' }} />);
  expect(screen.getByRole('term')).toHaveTextContent('Stars');
  expect(screen.getByRole('definition')).toHaveTextContent('★★★★★');
});

test('a completed form without answers shows its completion text alone', () => {
  render(<InteractiveForm message={completedFormMessage} />);
  expect(screen.queryByRole('term')).toBeNull();
});

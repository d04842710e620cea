import { createDropdownElement, createTextInputElement } from '@chatforms/core';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

const message = createTestMessage(
  [
    createTextInputElement({ elementId: 'dish', label: 'Dish', optional: false }),
    createDropdownElement({
      elementId: 'size',
      label: 'Size',
      defaultValue: 'small',
      options: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
    }),
  ],
  {
    title: 'Lunch order',
    goalCompletionText: 'Thanks, your order is in.',
    submitElement: createTestSubmit({ buttonText: 'Order' }),
    translations: {
      de: {
        title: 'Mittagessen bestellen',
        goalCompletionText: 'Danke, die Bestellung ist da.',
        elements: {
          dish: { label: 'Gericht' },
          size: { label: 'Größe', options: { large: 'Groß' } },
          send: { buttonText: 'Bestellen' },
        },
      },
    },
  },
);

afterEach(() => {
  document.documentElement.lang = '';
});

describe.each(['static', 'live'] as const)(
  'a form with translations, offscreen %s',
  (offscreen) => {
    test('shows the texts of the locale, and submits the same ids and values', async () => {
      const user = userEvent.setup();
      const { fetch, requests } = createFetchStub();
      render(<InteractiveForm message={message} locale="de" offscreen={offscreen} fetch={fetch} />);
      expect(screen.getByRole('group', { name: 'Mittagessen bestellen' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /Gericht/ }), 'Suppe');
      const size = screen.getByRole('combobox', { name: /Größe/ });
      // An option the translation does not name keeps the message's own label.
      expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'Small',
        'Groß',
      ]);
      await user.selectOptions(size, 'Groß');
      await user.click(screen.getByRole('button', { name: 'Bestellen' }));
      expect(await screen.findByText('Danke, die Bestellung ist da.')).toBeInTheDocument();
      const body = JSON.parse(String(requests[0]?.init.body)) as { data: { formData: object } };
      expect(body.data.formData).toMatchObject({ dish: 'Suppe', size: 'large' });
    });
  },
);

test("follows the page's language when no locale is given, a regional one included, and falls back to the message's texts", async () => {
  document.documentElement.lang = 'de-AT';
  render(<InteractiveForm message={message} />);
  expect(await screen.findByRole('textbox', { name: /Gericht/ })).toBeInTheDocument();
  await act(async () => {
    document.documentElement.lang = 'fr';
    // The page's language is watched by a MutationObserver, which reports in a microtask.
    await Promise.resolve();
  });
  expect(await screen.findByRole('textbox', { name: /Dish/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Order' })).toBeInTheDocument();
});

test('a message without translations shows its own texts in any locale', () => {
  const plain = createTestMessage([createTextInputElement({ elementId: 'dish', label: 'Dish' })]);
  render(<InteractiveForm message={plain} locale="de" />);
  expect(screen.getByRole('textbox', { name: 'Dish' })).toBeInTheDocument();
});

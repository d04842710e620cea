import {
  createDateTimeElement,
  createDropdownElement,
  createTextInputElement,
} from '@chatforms/core';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { defaultMessages, type FormMessages } from './messages.js';
import { createTestMessage } from './test-support/create-test-message.js';

const nameMessage = createTestMessage([
  createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
]);
// Its empty option is a built-in text, which shows when the language's texts have loaded.
const colour = createDropdownElement({
  elementId: 'colour',
  label: 'Colour',
  optional: true,
  options: [
    { value: 'red', label: 'Red' },
    { value: 'blue', label: 'Blue' },
  ],
});
const colourMessage = createTestMessage([colour]);

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

test('shows the built-in texts of the locale it is given, once they have loaded', async () => {
  const user = userEvent.setup();
  const message = createTestMessage([
    createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
    colour,
  ]);
  render(<InteractiveForm message={message} locale="de" onSubmit={() => {}} />);
  await screen.findByRole('option', { name: 'Auswählen…' });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Dieses Feld ist erforderlich',
  );
});

test('follows the page’s language, and a change of it, when given no locale', async () => {
  document.documentElement.lang = 'fr';
  render(<InteractiveForm message={colourMessage} />);
  expect(await screen.findByRole('option', { name: 'Choisir…' })).toBeInTheDocument();
  act(() => document.documentElement.setAttribute('lang', 'es'));
  expect(await screen.findByRole('option', { name: 'Elegir…' })).toBeInTheDocument();
});

test('keeps following the page’s language in one form after another form watching it unmounts', async () => {
  document.documentElement.lang = 'fr';
  const first = render(<InteractiveForm message={colourMessage} />);
  render(<InteractiveForm message={colourMessage} />);
  expect(await screen.findAllByRole('option', { name: 'Choisir…' })).toHaveLength(2);
  first.unmount();
  act(() => document.documentElement.setAttribute('lang', 'es'));
  expect(await screen.findByRole('option', { name: 'Elegir…' })).toBeInTheDocument();
});

test('prefers its locale to the page’s language', async () => {
  document.documentElement.lang = 'fr';
  render(<InteractiveForm message={colourMessage} locale="nl" />);
  expect(await screen.findByRole('option', { name: 'Kies…' })).toBeInTheDocument();
});

test('gives a regional locale its base language’s texts, with dates written as in its region', async () => {
  const user = userEvent.setup();
  const day = createDateTimeElement({
    elementId: 'day',
    label: 'Day',
    mode: 'date',
    optional: false,
    from: '2026-12-01',
  });
  render(
    <InteractiveForm
      message={createTestMessage([day, colour])}
      locale="pt-PT"
      onSubmit={() => {}}
    />,
  );
  await screen.findByRole('option', { name: 'Escolher…' });
  await user.type(screen.getByLabelText(/Day/), '2026-11-20');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // pt is written as in Brazil ("1 de dez. de 2026"); Portugal writes the day first, in figures.
  expect(await screen.findByText('Escolha 01/12/2026 ou depois')).toBeVisible();
});

test('shows English for a language it has no texts for, and still declares the language asked for', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={nameMessage} locale="fi" onSubmit={() => {}} />,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This field is required')).toBeVisible();
  expect(container.firstElementChild).toHaveAttribute('lang', 'fi');
});

test('takes an app’s translations for a language, before any built-in, with no wait', async () => {
  const user = userEvent.setup();
  const finnish: FormMessages = {
    ...defaultMessages,
    locale: 'fi',
    requiredField: 'Tämä kenttä on pakollinen',
  };
  render(
    <InteractiveForm
      message={nameMessage}
      locale="fi-FI"
      translations={{ fi: finnish }}
      onSubmit={() => {}}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('Tämä kenttä on pakollinen')).toBeVisible();
});

test('puts `messages` over the texts of its language', async () => {
  render(<InteractiveForm message={colourMessage} locale="de" messages={{ emptyOption: '—' }} />);
  expect(await screen.findByRole('option', { name: '—' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Colour' })).toBeInTheDocument();
});

test('tells a required choice from a required text in any language', async () => {
  const user = userEvent.setup();
  const message = createTestMessage([
    createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
    createDropdownElement({
      elementId: 'flavour',
      label: 'Flavour',
      optional: false,
      options: [{ value: 'red', label: 'Red' }],
    }),
    colour,
  ]);
  render(<InteractiveForm message={message} locale="sv" onSubmit={() => {}} />);
  await screen.findAllByRole('option', { name: 'Välj…' });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Fältet är obligatoriskt',
  );
  expect(screen.getByRole('combobox', { name: 'Flavour' })).toHaveAccessibleDescription(
    'Välj ett alternativ',
  );
});

describe('given a language written right to left', () => {
  test('sets dir="rtl" and lang on the form for a locale prop of one', async () => {
    const { container } = render(<InteractiveForm message={colourMessage} locale="ar" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(container.firstElementChild).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('option', { name: 'اختر…' })).toBeInTheDocument();
  });

  test('sets dir="rtl" for a page in one that does not say its direction', async () => {
    document.documentElement.lang = 'he';
    const { container } = render(<InteractiveForm message={colourMessage} />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(container.firstElementChild).not.toHaveAttribute('lang');
    expect(await screen.findByRole('option', { name: 'בחירה…' })).toBeInTheDocument();
  });

  test('sets dir="ltr" for a left-to-right locale prop on a right-to-left page', () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const { container } = render(<InteractiveForm message={colourMessage} locale="de" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
  });

  test('keeps a dir prop over the locale’s direction', () => {
    const { container } = render(<InteractiveForm message={colourMessage} locale="ar" dir="ltr" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
  });
});

test('leaves the direction to the page when its language is written left to right', () => {
  document.documentElement.lang = 'en-GB';
  const { container } = render(<InteractiveForm message={colourMessage} />);
  expect(container.firstElementChild).not.toHaveAttribute('dir');
  expect(container.firstElementChild).not.toHaveAttribute('lang');
});

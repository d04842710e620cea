import { formatKitFormData, parseFormMessage } from '@chatforms/core';
import { apiResponses, everyElementMessage } from '@chatforms/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { InteractiveForm } from './interactive-form.js';
import { loadFormLocale } from './load-form-locale.js';
import {
  everyElementValues,
  fillEveryElementForm,
  readRequestBody,
} from './test-support/fill-every-element.js';
import { respondWith } from './test-support/mock-fetch.js';

// Answers its first request with a 500 (see RetryAfterFailure's beforeEach), then accepts.
const failingOnceFetch = fn(respondWith(apiResponses.accepted)).mockName('fetch');

const meta = {
  component: InteractiveForm,
  args: {
    message: everyElementMessage,
    fetch: fn(respondWith(apiResponses.accepted)).mockName('fetch'),
    onInteraction: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    message: { control: 'object' },
    theme: { control: false, description: 'Set from the toolbar.' },
    dir: { control: false, description: 'Set from the toolbar.' },
  },
} satisfies Meta<typeof InteractiveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every element type in one message, in the toolbar's theme and direction. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const root = canvasElement.querySelector('.chatforms');
    await expect(root).toHaveAttribute('data-theme', globals.theme);
    await expect(root?.closest('[dir]')).toHaveAttribute('dir', globals.dir);
  },
};

/** The same form mirrored for right-to-left readers. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="text"]');
    await expect(input && getComputedStyle(input).direction).toBe('rtl');
  },
};

/** Filling every required field and submitting: one request with the values, then the completion view. */
export const FillAndSubmit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const completion = await canvas.findByText('Thank you for filling out the form.');
    await waitFor(() => expect(completion.closest('.chatforms-completion')).toHaveFocus());
    await expect(args.fetch).toHaveBeenCalledTimes(1);
    const parsed = parseFormMessage(everyElementMessage);
    if (!parsed.success) throw new Error('everyElementMessage does not parse');
    const body = readRequestBody(args.fetch) as { data?: { formData?: unknown } };
    await expect(body).toMatchObject({
      payload: { building: 'north' },
      trigger: 'ui_message_interacted',
      data: { interactedElementId: 'submit' },
    });
    // As the kit sends them: blank inputs left out, the Kolkata date as this browser's date.
    await expect(body.data?.formData).toEqual(formatKitFormData(parsed.data, everyElementValues));
    await expect(args.onInteraction).toHaveBeenCalledWith('submit');
  },
};

/**
 * Submitting empty: an error under every required field, focus on the first (moved in the commit
 * that shows the errors, before the browser paints), no progress shown, nothing sent.
 */
export const RequiredErrors: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    // Mutation records arrive in a microtask after the commit: focus moved during the commit
    // has seen none of the errors' records yet.
    const seen = { errors: false, states: [] as (string | undefined)[] };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === button) seen.states.push(button.dataset.state);
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('.chatforms-error')) seen.errors = true;
      }
    });
    observer.observe(canvasElement, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-state'],
    });
    const errorsSeenOnFocus: boolean[] = [];
    name.addEventListener('focus', () => errorsSeenOnFocus.push(seen.errors), { once: true });
    await userEvent.click(button);
    await waitFor(() => expect(name).toHaveFocus());
    observer.disconnect();
    await expect(seen.errors).toBe(true);
    await expect(errorsSeenOnFocus).toEqual([false]);
    await expect(seen.states).toEqual([]);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('radiogroup', { name: /Wing/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/fields need your attention/);
    await expect(args.fetch).not.toHaveBeenCalled();
    // Fixing a field clears its error live.
    await userEvent.type(name, 'Grace');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

// Ten messages of a chat, each with an id of its own (unsent values are kept by message id).
const historyMessages = Array.from({ length: 10 }, (_, index) => ({
  ...everyElementMessage,
  id: 1000 + index,
}));

/**
 * A chat history with default props: every form renders the same markup static, without
 * react-hook-form, and turns live in place when the reader first interacts with it.
 */
export const ChatHistory: Story = {
  render: (args) => (
    <div>
      {historyMessages.map((message) => (
        <InteractiveForm key={message.id} {...args} message={message} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const findForms = () => [...canvasElement.querySelectorAll<HTMLElement>('.chatforms')];
    const findLast = () => findForms().at(-1) as HTMLElement;
    await expect(findForms().filter((form) => form.hasAttribute('data-static'))).toHaveLength(10);
    const farName = within(findLast()).getByRole('textbox', { name: /Full name/ });
    await expect(findLast()).toHaveTextContent(/Please fill in every field/);
    findLast().scrollIntoView();
    await userEvent.type(farName, 'Ada');
    await expect(findLast()).not.toHaveAttribute('data-static');
    const liveName = within(findLast()).getByRole('textbox', { name: /Full name/ });
    // It turned live in place: the same input, with the focus and every character typed.
    await expect(liveName).toBe(farName);
    await expect(liveName).toHaveFocus();
    await expect(liveName).toHaveValue('Ada');
    await expect(findForms()[0]).toHaveAttribute('data-static');
  },
};

/** A 500 shows the error with a retry; every value stays; the retry succeeds. */
export const RetryAfterFailure: Story = {
  args: { fetch: failingOnceFetch },
  beforeEach: () => {
    failingOnceFetch.mockImplementationOnce(respondWith(apiResponses.serverError));
  },
  play: async ({ canvas, canvasElement, args }) => {
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/error 500/);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Grace Hopper');
    await expect(canvas.getByRole('radio', { name: 'B Wing' })).toBeChecked();
    await expect(canvas.getByLabelText(/Move-in date/)).toHaveValue('2026-05-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Thank you for filling out the form.')).toBeVisible();
    await expect(args.fetch).toHaveBeenCalledTimes(2);
    await expect(readRequestBody(args.fetch, 1)).toEqual(readRequestBody(args.fetch, 0));
  },
};

/** The built-in texts in German (`locale="de"`): the time zone note, the errors and their count. */
export const InGerman: Story = {
  args: { locale: 'de' },
  // The language's texts, loaded on demand in an app, are ready here as Storybook's other code
  // is: a busy CI machine took longer than a findBy waits (form-locale tests cover the loading).
  loaders: [() => loadFormLocale('de')],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.chatforms')).toHaveAttribute('lang', 'de');
    await canvas.findByText(/^Zeitzone: Asia\/Kolkata/);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Bitte prüfen Sie \d+ Felder\.$/);
  },
};

/**
 * In Arabic (`locale="ar"`): right to left, the built-in texts in Arabic at the form's right edge;
 * the author's English labels keep their own direction (`dir="auto"`).
 */
export const InArabic: Story = {
  args: { locale: 'ar' },
  // The language's texts, loaded on demand in an app, are ready here as Storybook's other code
  // is: a busy CI machine took longer than a findBy waits (form-locale tests cover the loading).
  loaders: [() => loadFormLocale('ar')],
  globals: { dir: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.chatforms') as HTMLElement;
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('lang', 'ar');
    const hint = await canvas.findByText(/^المنطقة الزمنية: Asia\/Kolkata/);
    // The hint's text, not its box, which spans the whole row in either direction.
    const hintText = document.createRange();
    hintText.selectNodeContents(hint);
    const [form, placed] = [root.getBoundingClientRect(), hintText.getBoundingClientRect()];
    await expect(form.right - placed.right).toBeLessThan(placed.left - form.left);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await expect(name).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await expect(getComputedStyle(name).direction).toBe('rtl');
  },
};

/** In Japanese (`locale="ja"`): filled in and sent, announced in Japanese beside the author's completion text. */
export const InJapanese: Story = {
  args: { locale: 'ja' },
  // The language's texts, loaded on demand in an app, are ready here as Storybook's other code
  // is: a busy CI machine took longer than a findBy waits (form-locale tests cover the loading).
  loaders: [() => loadFormLocale('ja')],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/^タイムゾーン: Asia\/Kolkata/);
    await fillEveryElementForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^送信しました。/));
  },
};

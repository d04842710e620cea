import { addElement, createEmptyFormMessage, setTranslatedText } from '@chatforms/core/editing';
import { loadFormLocale } from '@chatforms/react';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { renderWithEditor } from '../test/render-with-editor.js';
import { PreviewPanel } from './preview-panel.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Testing Library does not give <figure> its role here, so frames are found by their caption.
function getFrame(caption: string): HTMLElement {
  const frame = screen.getByText(caption, { selector: 'figcaption' }).parentElement;
  if (frame === null) throw new Error(`no preview frame ${caption}`);
  return frame;
}

function stubSandbox(status: number) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ ok: status < 400 }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('the form is previewed light, dark, right to left and on a phone', () => {
  const message = addElement(createEmptyFormMessage(), 'textInput');
  renderWithEditor(<PreviewPanel />, { message });

  for (const name of ['Light', 'Dark', 'Right to left', 'Phone (360 px)']) {
    const frame = getFrame(name);
    expect(within(frame).getByRole('textbox', { name: /Your answer/ })).toBeInTheDocument();
  }
  expect(
    within(getFrame('Right to left')).getByText('Your answer').closest('.chatforms'),
  ).toHaveAttribute('dir', 'rtl');
});

test('a test submit goes to the sandbox with the chosen outcome and reports its answer', async () => {
  const fetchMock = stubSandbox(500);
  const { user } = renderWithEditor(<PreviewPanel />);
  await user.click(screen.getByLabelText('Failure (500)'));
  const light = getFrame('Light');

  await user.click(within(light).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('The sandbox answered 500.')).toBeInTheDocument();
  expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
    /\/sandbox-api\/sandbox\/submissions\/builder-preview\?status=500$/,
  );
});

test('a successful test submit says so', async () => {
  stubSandbox(200);
  const { user } = renderWithEditor(<PreviewPanel />);

  await user.click(within(getFrame('Dark')).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('The sandbox answered 200 (success).')).toBeInTheDocument();
});

test('previewed as the sender, the form is read-only unless the message lets the sender interact', async () => {
  const message = addElement(createEmptyFormMessage(), 'textInput');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  const light = getFrame('Light');
  const answer = () => within(light).getByRole('textbox', { name: /Your answer/ });
  expect(answer()).not.toHaveAttribute('readonly');

  expect(light.querySelector('.chat-bubble')).not.toHaveAttribute('data-own');
  await user.click(screen.getByLabelText('Sender'));

  expect(light.querySelector('.chat-bubble')).toHaveAttribute('data-own');
  expect(within(light).getByText('You sent this form, so you cannot fill it in.')).toBeVisible();
  expect(answer()).toHaveAttribute('readonly');
  await user.click(screen.getByLabelText('Receiver'));
  expect(within(light).queryByText(/You sent this form/)).toBeNull();
  expect(answer()).not.toHaveAttribute('readonly');
});

test('previewed as the sender of a message that allows it, the form can be filled in', async () => {
  const message = addElement(createEmptyFormMessage(), 'textInput');
  message.data.allowSenderInteraction = true;
  const { user } = renderWithEditor(<PreviewPanel />, { message });

  await user.click(screen.getByLabelText('Sender'));

  const light = getFrame('Light');
  expect(within(light).queryByText(/You sent this form/)).toBeNull();
  await user.type(within(light).getByRole('textbox', { name: /Your answer/ }), 'Ada');
  expect(within(light).getByRole('textbox', { name: /Your answer/ })).toHaveValue('Ada');
});

test('a test submit can go to the author’s own endpoint, with the same answer display', async () => {
  const fetchMock = stubSandbox(201);
  const { user } = renderWithEditor(<PreviewPanel />);
  await user.click(screen.getByLabelText('My endpoint'));
  const endpoint = screen.getByLabelText('Your endpoint');
  expect(endpoint).toHaveAccessibleDescription(/Enter an absolute URL/);

  await user.type(endpoint, 'https://hooks.northwind-cafe.com/orders');
  expect(endpoint).not.toHaveAttribute('aria-invalid', 'true');
  await user.click(within(getFrame('Light')).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Your endpoint answered 201 (success).')).toBeInTheDocument();
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://hooks.northwind-cafe.com/orders');
});

test('an own endpoint that does not answer is reported, not ignored', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderWithEditor(<PreviewPanel />);
  await user.click(screen.getByLabelText('My endpoint'));
  await user.type(screen.getByLabelText('Your endpoint'), 'https://hooks.northwind-cafe.com/x');

  await user.click(within(getFrame('Light')).getByRole('button', { name: 'Submit' }));

  expect(
    await screen.findByText('No answer from https://hooks.northwind-cafe.com/x: Failed to fetch.'),
  ).toBeInTheDocument();
  expect(reported).toHaveBeenCalledWith(
    '[chatforms]',
    'The apiAction request to https://hooks.northwind-cafe.com/x failed:',
    expect.any(TypeError),
  );
});

test('Field errors shows the server’s error under every input, the date picker too', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const errors = new URL(String(input)).searchParams.get('errors') ?? '{}';
      return new Response(JSON.stringify({ errors: JSON.parse(errors) as unknown }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  let message = addElement(addElement(createEmptyFormMessage(), 'textInput'), 'checkbox');
  message = addElement(message, 'dateTime');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  await user.click(screen.getByLabelText('Field errors'));
  const light = getFrame('Light');

  await user.click(within(light).getByRole('button', { name: 'Submit' }));

  await screen.findByText('The sandbox answered 422.');
  expect(within(light).getAllByText('The server rejected this value (test).')).toHaveLength(3);
  expect(within(light).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
});

test('previews the form in a chosen language: its built-in texts and its direction', async () => {
  stubSandbox(200);
  const message = addElement(createEmptyFormMessage(), 'textInput');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  const light = () => within(getFrame('Light')).getByText('Your answer').closest('.chatforms');
  expect(light()).not.toHaveAttribute('lang');

  await user.selectOptions(screen.getByLabelText('Preview language'), 'العربية (Arabic)');

  expect(light()).toHaveAttribute('lang', 'ar');
  expect(light()).toHaveAttribute('dir', 'rtl');
  expect(within(getFrame('Dark')).getByText('Your answer').closest('.chatforms')).toHaveAttribute(
    'dir',
    'rtl',
  );
  // The built-in texts load on demand; once they have, a submit is announced in Arabic.
  await act(() => loadFormLocale('ar'));
  await user.click(within(getFrame('Light')).getByRole('button', { name: 'Submit' }));
  expect(await within(getFrame('Light')).findByText('تم الإرسال.')).toBeInTheDocument();
});

test('offers every language with built-in texts, each named in itself', () => {
  renderWithEditor(<PreviewPanel />);
  const names = within(screen.getByLabelText('Preview language'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names).toHaveLength(22);
  expect(names).toContain('Deutsch (German)');
  expect(names).toContain('日本語 (Japanese)');
  expect(names).toContain('English');
});

test("offers the form's own translation languages too, and shows the form in one", async () => {
  const plain = addElement(createEmptyFormMessage(), 'textInput');
  const elementId = plain.data.interactiveData.formFields[0]!.elementId;
  const message = setTranslatedText(plain, 'pl', { elementId, key: 'label' }, 'Twoja odpowiedź');
  const { user } = renderWithEditor(<PreviewPanel />, { message });
  const field = screen.getByLabelText('Preview language');
  expect(within(field).getAllByRole('option').at(-1)).toHaveTextContent('polski (Polish)');

  await user.selectOptions(field, 'polski (Polish)');

  expect(within(getFrame('Light')).getByText('Twoja odpowiedź')).toBeInTheDocument();
});

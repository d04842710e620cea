import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { orderConfirmationMessage, validMessages } from '@chatforms/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { App } from '../app.js';
import { suggestUsers } from './find-receiver.js';

const users = [
  { uid: 'cometchat-uid-2', name: 'George Alan' },
  { uid: 'cometchat-uid-3', name: 'Georgia Smith' },
  { uid: 'cometchat-uid-4', name: 'Nancy Grace' },
];

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The users page the chat API answers, pagination in its snake_case. */
function answerUsers(found: typeof users): Response {
  const pagination = { total: found.length, count: found.length, per_page: 8 };
  return answer(200, {
    data: found,
    meta: { pagination: { ...pagination, current_page: 1, total_pages: 1 } },
  });
}

/** The chat API's answer to a send: the message with the fields the service adds. */
function answerSent(id: string, message: Record<string, unknown>): Response {
  const added = { id, conversationId: 'c', sender: 'cometchat-uid-1', sentAt: 1_700_000_000 };
  return answer(200, { data: { ...message, ...added } });
}

/** The path and query of a call; the chat-api client calls the proxy by its absolute URL. */
function readPath(input: RequestInfo | URL): string {
  const url = new URL(String(input));
  return url.pathname + url.search;
}

function stubChatApi(onPost: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = readPath(input);
    if (url.startsWith('/api/chat/users')) {
      const searchKey = new URL(url, 'http://builder').searchParams.get('searchKey') ?? '';
      const found = users.filter((candidate) =>
        `${candidate.uid} ${candidate.name}`.toLowerCase().includes(searchKey.toLowerCase()),
      );
      return answerUsers(found);
    }
    if (url === '/api/chat/messages' && init?.method === 'POST') {
      return onPost(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return answer(404, { error: { code: 'ERR_ROUTE', message: `No route ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function readPosts(fetchMock: ReturnType<typeof stubChatApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

async function openSendPanel(message = createEmptyFormMessage()) {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Send…' }));
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test('typing a receiver searches the users as you type', async () => {
  const fetchMock = stubChatApi((message) => answerSent('1', message));
  const user = await openSendPanel();

  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'geo');

  // On a busy machine the list may first show an earlier keystroke's answer: wait for the last one.
  await waitFor(() =>
    expect(readPath(fetchMock.mock.calls.at(-1)?.[0] ?? '')).toBe(
      '/api/chat/users?searchKey=geo&perPage=8',
    ),
  );
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Matching users' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['George Alan cometchat-uid-2', 'Georgia Smith cometchat-uid-3']),
  );
  const [, init] = fetchMock.mock.calls.at(-1) ?? [];
  expect(init?.method).toBe('GET');
  expect(new Headers(init?.headers).has('x-chat-app-id')).toBe(false);
});

test('a search that matches nobody says so, and the typed uid still counts', async () => {
  stubChatApi((message) => answerSent('1', message));
  const user = await openSendPanel();

  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'zed');

  expect(
    await screen.findByText('No user matches “zed”; a uid typed in full is sent as it is.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Matching users' })).not.toBeInTheDocument();
});

test('while the users are being searched it says so', async () => {
  let release: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    readPath(input).startsWith('/api/chat/users')
      ? new Promise<Response>((resolve) => (release = resolve))
      : Promise.resolve(answer(404, {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'geo');

  expect(await screen.findByText('Searching users…')).toBeInTheDocument();
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('searchKey=geo'))).toBe(true),
  );
  release(answerUsers(users));

  expect(await screen.findByRole('list', { name: 'Matching users' })).toBeInTheDocument();
  expect(screen.queryByText('Searching users…')).toBeNull();
});

test('picking a user fills the receiver', async () => {
  stubChatApi((message) => answerSent('1', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'geo');

  await user.click(await screen.findByRole('button', { name: 'George Alan cometchat-uid-2' }));

  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveValue('cometchat-uid-2');
  expect(screen.getByRole('button', { name: 'George Alan cometchat-uid-2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('sending with no receiver asks for one and sends nothing', async () => {
  const fetchMock = stubChatApi((message) => answerSent('1', message));
  const user = await openSendPanel();

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('NOT_SENT (no answer): Fix these before sending.');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['/receiver Choose a receiver.']);
  expect(readPosts(fetchMock)).toEqual([]);
  expect(screen.getByText('Nothing sent yet.')).toBeInTheDocument();
});

test('a draft with schema issues is not sent and its issues are listed', async () => {
  const fetchMock = stubChatApi((message) => answerSent('1', message));
  const message = createEmptyFormMessage();
  Object.assign(message.data.interactiveData.submitElement.action, { url: 'submissions' });
  const user = await openSendPanel(message);
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-2');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    '/data/interactiveData/submitElement/action/url url "submissions" is not an absolute URL',
  );
  expect(readPosts(fetchMock)).toEqual([]);
});

test('a successful send shows the new message id and adds it to the history', async () => {
  const fetchMock = stubChatApi((message) => answerSent('1042', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'geo');
  await user.click(await screen.findByRole('button', { name: 'George Alan cometchat-uid-2' }));

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText(/Sent\. Message id/)).toHaveTextContent('Sent. Message id 1042.');
  await user.click(screen.getByText('What the chat API answered (HTTP 200)'));
  const body = screen.getByRole('textbox', { name: 'Response body' });
  expect(JSON.parse((body as HTMLTextAreaElement).value)).toMatchObject({
    data: { id: '1042', receiver: 'cometchat-uid-2', sender: 'cometchat-uid-1' },
  });
  const history = screen.getByRole('region', { name: 'Sent from this browser' });
  expect(within(history).getByRole('listitem')).toHaveTextContent(
    'Untitled form → user cometchat-uid-2: sent as 1042 via the embedded sandbox',
  );
  const [post] = readPosts(fetchMock);
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: { interactiveData: { title: 'Untitled form' } },
  });
});

test('a failed send shows the error code and message and records the failure', async () => {
  // The user was there when the receiver was checked and gone when the message arrived.
  stubChatApi(() =>
    answer(404, {
      error: {
        code: 'ERR_UID_NOT_FOUND',
        message: 'The UID cometchat-uid-3 does not exist.',
        details: {},
      },
    }),
  );
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-3');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'ERR_UID_NOT_FOUND (404): The UID cometchat-uid-3 does not exist.',
  );
  const history = screen.getByRole('region', { name: 'Sent from this browser' });
  expect(within(history).getByRole('listitem')).toHaveTextContent(
    'user cometchat-uid-3: failed (ERR_UID_NOT_FOUND)',
  );
});

test('a uid no user has is not sent, and the users it may have meant are offered', async () => {
  const fetchMock = stubChatApi((message) => answerSent('7', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'Nancy');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'ERR_UID_NOT_FOUND (no answer): No user has the uid “Nancy”, so nothing was sent. Did you mean one of these?',
  );
  expect(readPosts(fetchMock)).toEqual([]);
  expect(alert.parentElement).toHaveFocus();
  const meant = within(alert).getByRole('list', { name: 'Users you may have meant' });
  expect(
    within(meant)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Use Nancy Grace cometchat-uid-4']);

  await user.click(within(meant).getByRole('button', { name: 'Use Nancy Grace cometchat-uid-4' }));

  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveValue('cometchat-uid-4');
  expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(/Sent\. Message id/)).toHaveTextContent('Sent. Message id 7.');
  const [post] = readPosts(fetchMock);
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ receiver: 'cometchat-uid-4' });
});

test('a typo of a uid or a name is offered its closest users, and nothing far', () => {
  const people = [
    { uid: 'cometchat-uid-3', name: 'Nancy Grace' },
    { uid: 'cometchat-uid-5', name: 'John Paul' },
    { uid: 'ops-bot', name: 'Operations' },
  ];
  expect(suggestUsers('Nacny', people).map((person) => person.uid)).toEqual(['cometchat-uid-3']);
  expect(suggestUsers('cometchat-uid-33', people).map((person) => person.uid)).toEqual([
    'cometchat-uid-3',
    'cometchat-uid-5',
  ]);
  expect(suggestUsers('paul', people).map((person) => person.uid)).toEqual(['cometchat-uid-5']);
  expect(suggestUsers('Zebedee', people)).toEqual([]);
  expect(suggestUsers('  ', people)).toEqual([]);
});

test('after a send the answer takes focus, not the page', async () => {
  stubChatApi((message) => answerSent('1043', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-2');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const sent = await screen.findByText(/Sent\. Message id/);
  await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  expect(document.activeElement).toContainElement(sent);
});

test('a failed user search says why', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      answer(401, { error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND', message: 'Bad apiKey.' } }),
    ),
  );
  const user = await openSendPanel();

  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'geo');

  expect(
    await screen.findByText('User search failed: AUTH_ERR_APIKEY_NOT_FOUND: Bad apiKey.'),
  ).toBeInTheDocument();
});

test('a group receiver is sent as a group without searching users', async () => {
  const fetchMock = stubChatApi((message) => answerSent('7', message));
  const user = await openSendPanel();
  await user.selectOptions(screen.getByLabelText('Receiver type'), 'group');

  await user.type(screen.getByLabelText('Receiver guid'), 'lunch-club');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await screen.findByText(/Sent\. Message id/);
  expect(screen.queryByRole('list', { name: 'Matching users' })).not.toBeInTheDocument();
  const [post] = readPosts(fetchMock);
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
    receiver: 'lunch-club',
    receiverType: 'group',
  });
});

/** A finished form: a field to fill and the author's own endpoint. */
function createFinishedMessage() {
  return updateElement(addElement(createEmptyFormMessage(), 'textInput'), 'submit', {
    action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/tickets' },
  });
}

test('sending to my own app passes its id, region and key to the proxy', async () => {
  const fetchMock = stubChatApi((message) => answerSent('9', message));
  const user = await openSendPanel(createFinishedMessage());
  await user.selectOptions(screen.getByLabelText('Chat API'), 'app');
  await user.type(screen.getByLabelText('App id'), 'abc123');
  await user.selectOptions(screen.getByLabelText('Region'), 'eu');
  await user.type(screen.getByLabelText('API key'), 'secret-key');
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-2');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await screen.findByText(/Sent\. Message id/);
  const [post] = readPosts(fetchMock);
  const headers = new Headers(post?.[1]?.headers);
  expect(headers.get('x-chat-app-id')).toBe('abc123');
  expect(headers.get('x-chat-region')).toBe('eu');
  expect(headers.get('apiKey')).toBe('secret-key');
  expect(headers.get('onBehalfOf')).toBe('cometchat-uid-1');
});

test('a new form goes to the sandbox as it is, but not to a real app before its endpoint is set', async () => {
  const fetchMock = stubChatApi((message) => answerSent('5', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-2');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(/Sent\. Message id/);
  expect(readPosts(fetchMock)).toHaveLength(1);

  await user.selectOptions(screen.getByLabelText('Chat API'), 'app');
  await user.type(screen.getByLabelText('App id'), 'abc123');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('NOT_SENT');
  expect(alert).toHaveTextContent('Set your endpoint before sending');
  expect(alert).toHaveTextContent('The form has nothing to fill in');
  expect(readPosts(fetchMock)).toHaveLength(1);
});

test('a template that shows recorded interactions is sent without them', async () => {
  const fetchMock = stubChatApi((message) => answerSent('7', message));
  const user = await openSendPanel(structuredClone(validMessages.completedForm));
  await user.clear(screen.getByLabelText('Receiver uid (type to search)'));
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-3');

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await screen.findByText(/Sent\. Message id/);
  const [post] = readPosts(fetchMock);
  const body = JSON.parse(String(post?.[1]?.body)) as { data: Record<string, unknown> };
  expect(body.data.interactions).toBeUndefined();
  expect(body.data.interactionGoal).toEqual(validMessages.completedForm.data.interactionGoal);
});

test('a sent message opens again as a new draft from the history, and the sent draft is kept', async () => {
  stubChatApi((message) => answerSent('77', message));
  const sent = validMessages.feedback;
  const user = await openSendPanel(structuredClone(sent));
  const sentTitle = sent.data.interactiveData.title;
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-3');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(/Sent\. Message id/);
  await user.click(screen.getByRole('button', { name: 'Templates' }));
  await user.click(screen.getByRole('button', { name: 'Empty form' }));
  expect(screen.getByRole('list', { name: 'Form elements' }).children).toHaveLength(0);

  const opener = (name: string) => name.startsWith(`Open “${sentTitle}” sent`);
  await user.click(screen.getByRole('button', { name: opener }));

  expect(document.querySelector('.app-status')).toHaveTextContent(
    `Opened “${sentTitle}”, sent to user cometchat-uid-3, as a new draft.`,
  );
  const canvas = screen.getByRole('list', { name: 'Form elements' });
  expect(canvas.children).toHaveLength(sent.data.interactiveData.formFields.length);
  const drafts = JSON.parse(localStorage.getItem('chatforms-builder:drafts') ?? '[]') as unknown[];
  expect(drafts.length).toBeGreaterThanOrEqual(3);
});

test('the send history can be cleared, and stays cleared after a reload', async () => {
  stubChatApi((message) => answerSent('5', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-3');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  const history = screen.getByRole('region', { name: 'Sent from this browser' });
  await within(history).findByRole('listitem');

  await user.click(within(history).getByRole('button', { name: 'Clear history' }));

  expect(within(history).getByText('Nothing sent yet.')).toBeInTheDocument();
  expect(within(history).queryByRole('button', { name: 'Clear history' })).toBeNull();
  expect(localStorage.getItem('chatforms-builder:sent')).toBeNull();
});

/** The action types of the form fields of a sent body, in order. */
function readActionTypes(body: unknown): string[] {
  const { formFields } = (body as { data: { interactiveData: { formFields: unknown[] } } }).data
    .interactiveData;
  return (formFields as { action?: { actionType: string } }[]).flatMap((field) =>
    field.action ? [field.action.actionType] : [],
  );
}

test("a custom action is sent as custom once the kits' names are chosen", async () => {
  const fetchMock = stubChatApi((message) => answerSent('8', message));
  const user = await openSendPanel(structuredClone(orderConfirmationMessage));
  await user.clear(screen.getByLabelText('Receiver uid (type to search)'));
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-3');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(/Sent\. Message id/);

  await user.click(screen.getByRole('radio', { name: /kits' names/ }));
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await vi.waitFor(() => expect(readPosts(fetchMock)).toHaveLength(2));
  expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  const [specPost, kitPost] = readPosts(fetchMock).map(([, init]) =>
    JSON.parse(String(init?.body)),
  );
  expect(readActionTypes(specPost)).toEqual(['urlNavigation', 'deepLinkAction', 'customAction']);
  expect(readActionTypes(kitPost)).toEqual(['urlNavigation', 'deepLinking', 'custom']);
});

test('the choice of action names is one for the send panel and the code view', async () => {
  stubChatApi((message) => answerSent('1', message));
  const user = await openSendPanel();

  await user.click(screen.getByRole('radio', { name: /kits' names/ }));
  await user.click(screen.getByRole('tab', { name: 'Code' }));

  const inCodeView = within(screen.getByRole('tabpanel', { name: 'Code' }));
  expect(inCodeView.getByRole('radio', { name: /kits' names/ })).toBeChecked();
  expect(inCodeView.getByLabelText('cURL')).toBeInTheDocument();
});

test('another form in the editor clears the last answer and its Open as receiver', async () => {
  stubChatApi((message) => answerSent('1044', message));
  const user = await openSendPanel();
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-2');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(
    await screen.findByRole('button', { name: 'Open as receiver (cometchat-uid-2)' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'File' }));

  await user.click(screen.getByRole('menuitem', { name: 'New form' }));

  expect(screen.queryByText(/Sent\. Message id/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Open as receiver (cometchat-uid-2)' })).toBeNull();
  // The history still opens what was sent, under its title.
  expect(
    screen.getByRole('button', { name: /^Open as receiver \(cometchat-uid-2\): “Untitled form”/ }),
  ).toBeInTheDocument();
  // The receiver is the author's pick, not the form's: it stays.
  expect(screen.getByLabelText('Receiver uid (type to search)')).toHaveValue('cometchat-uid-2');
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { SentMessage } from '@chatforms/chat-api';
import { feedbackMessage } from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';

import {
  type BuilderApp,
  createBuilderApp,
  defaultSandboxApiKey,
} from '../../server/create-builder-app.js';
import { defaultChatConnection } from '../api/chat-connection.js';
import { OpenAsReceiver } from './open-as-receiver.js';

let app: BuilderApp;
let dataDir: string;

// The builder's own server, in process: the proxy, the embedded sandbox and its test target answer
// for real, as they do behind `pnpm start`. One for the file, its submission database opened once
// (PGlite takes seconds on a busy machine); each test sends a message of its own.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chatforms-walk-through-'));
  app = createBuilderApp({
    sandboxDataDir: dataDir,
    sandboxApiKey: defaultSandboxApiKey,
    // happy-dom's Request drops the Host header, which the server checks against its loopback names.
    allowedHosts: [''],
  });
  await app.ready;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    app.request(String(input), init),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function sendFeedback(receiver = 'cometchat-uid-2'): Promise<SentMessage> {
  const response = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers: {
      apiKey: defaultSandboxApiKey,
      onBehalfOf: 'cometchat-uid-1',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...feedbackMessage, receiver }),
  });
  const body = (await response.json()) as { data: SentMessage };
  if (!response.ok) throw new Error(JSON.stringify(body));
  return body.data;
}

async function readStored(id: string) {
  const response = await app.request(`/sandbox-api/v3/messages/${id}`, {
    headers: { apiKey: defaultSandboxApiKey },
  });
  return ((await response.json()) as { data: SentMessage }).data;
}

test('the receiver submits to the builder’s submission handler, which marks the message interacted for them', async () => {
  const user = userEvent.setup();
  const sent = await sendFeedback();
  render(<OpenAsReceiver connection={defaultChatConnection} message={sent} />);

  await user.click(screen.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' }));
  const dialog = await screen.findByRole('dialog', { name: `Message ${sent.id} in the chat` });
  const receiver = await within(dialog).findByRole('region', { name: /^Receiver’s view/ });
  const sender = within(dialog).getByRole('region', { name: /^Sender’s view/ });
  // example.org never answers: the walk-through starts on the builder's own handler.
  expect(
    within(receiver).getByLabelText('This builder’s submission handler (@chatforms/server)'),
  ).toBeChecked();

  await user.click(within(receiver).getByRole('radio', { name: 'Great' }));
  await user.click(within(receiver).getByRole('button', { name: 'Send feedback' }));

  expect(await within(sender).findByText('completed', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(
    within(receiver).getByText('This builder’s submission handler answered 200 (success).'),
  ).toBeInTheDocument();
  const stored = await readStored(sent.id);
  expect(stored.data.interactions?.map((interaction) => interaction.elementId)).toEqual([
    'sendFeedback',
  ]);
}, 30_000);

test('the submission handler’s field errors show under the field they are about', async () => {
  const user = userEvent.setup();
  const sent = await sendFeedback();
  // A tampered request, as a client that skipped the renderer's checks would send it.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/api/submissions')) return app.request(String(input), init);
    const body = JSON.parse(String(init?.body)) as { data: { formData: Record<string, unknown> } };
    body.data.formData.rating = '9';
    return app.request(String(input), { ...init, body: JSON.stringify(body) });
  });
  render(<OpenAsReceiver connection={defaultChatConnection} message={sent} />);

  await user.click(screen.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' }));
  const receiver = await screen.findByRole('region', { name: /^Receiver’s view/ });
  await user.click(within(receiver).getByRole('radio', { name: 'Great' }));
  await user.click(within(receiver).getByRole('button', { name: 'Send feedback' }));

  expect(
    await within(receiver).findByText(
      'This builder’s submission handler answered 422.',
      {},
      { timeout: 20_000 },
    ),
  ).toBeInTheDocument();
  const rating = within(receiver).getByRole('radiogroup', { name: /Rate your support chat/ });
  expect(rating).toHaveAccessibleDescription(/"9" is not one of the options/);
  expect((await readStored(sent.id)).data.interactions ?? []).toEqual([]);
}, 30_000);

test('the receiver fills and submits the message, and the sender’s side shows the interaction and completion', async () => {
  const user = userEvent.setup();
  const sent = await sendFeedback();
  render(<OpenAsReceiver connection={defaultChatConnection} message={sent} />);

  await user.click(screen.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' }));
  const dialog = await screen.findByRole('dialog', { name: `Message ${sent.id} in the chat` });
  const receiver = await within(dialog).findByRole('region', { name: /^Receiver’s view/ });
  const sender = within(dialog).getByRole('region', { name: /^Sender’s view/ });
  expect(within(sender).getByText('not reached yet')).toBeInTheDocument();
  await user.click(within(receiver).getByLabelText('The builder’s test target'));

  await user.click(within(receiver).getByRole('radio', { name: 'Great' }));
  await user.type(within(receiver).getByRole('textbox'), 'Quick and kind');
  await user.click(within(receiver).getByRole('button', { name: 'Send feedback' }));

  expect(await within(sender).findByText('completed')).toBeInTheDocument();
  const row = within(sender).getByRole('row', { name: /Send feedback/ });
  expect(within(row).getByRole('cell', { name: 'cometchat-uid-2' })).toBeInTheDocument();
  expect(within(receiver).getByText('The builder’s test target answered 200 (success).'));
  const stored = await readStored(sent.id);
  expect(stored.data.interactions?.map((interaction) => interaction.elementId)).toEqual([
    'sendFeedback',
  ]);
  const submissions = await app.request('/sandbox-api/sandbox/submissions/builder-preview');
  const recorded = (await submissions.json()) as { data: { body: unknown }[] };
  expect(JSON.stringify(recorded.data.at(-1)?.body)).toContain('Quick and kind');
});

test('Escape closes the chat view and focus returns to the button that opened it', async () => {
  const user = userEvent.setup();
  const sent = await sendFeedback();
  render(<OpenAsReceiver connection={defaultChatConnection} message={sent} />);
  const opener = screen.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' });

  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('region', { name: /^Receiver’s view/ });
  within(dialog).getByRole('button', { name: 'Close' }).focus();
  await user.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a message that cannot be loaded back says why', async () => {
  const user = userEvent.setup();
  const sent = await sendFeedback();
  render(
    <OpenAsReceiver connection={defaultChatConnection} message={{ ...sent, id: 'missing' }} />,
  );

  await user.click(screen.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('ERR_MESSAGE_ID_NOT_FOUND');
});

test('offers no walk-through for a real app or a group, where acting as the receiver is not local', async () => {
  const sent = await sendFeedback();
  const appConnection = { ...defaultChatConnection, mode: 'app' as const, appId: 'abc' };
  const { rerender } = render(<OpenAsReceiver connection={appConnection} message={sent} />);
  expect(screen.queryByRole('button', { name: /^Open as receiver/ })).not.toBeInTheDocument();

  rerender(
    <OpenAsReceiver
      connection={defaultChatConnection}
      message={{ ...sent, receiverType: 'group', receiver: 'cometchat-guid-1' }}
    />,
  );
  expect(screen.queryByRole('button', { name: /^Open as receiver/ })).not.toBeInTheDocument();
});

import { createEmptyFormMessage } from '@chatforms/core/editing';
import { surveyMessage } from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import { App } from '../app.js';
import { readShareLink } from '../drafts/share-link.js';

beforeEach(() => localStorage.clear());

function readCanvasSummaries(): (string | null)[] {
  const list = screen.getByRole('list', { name: 'Form elements' });
  return within(list)
    .queryAllByRole('button', { name: /^Delete / })
    .map((button) => button.getAttribute('aria-label')?.slice('Delete '.length) ?? null);
}

function createJsonFile(value: unknown, name: string): File {
  return new File([JSON.stringify(value)], name, { type: 'application/json' });
}

test('Import opens a message file in the canvas', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.upload(
    screen.getByLabelText('Import a message file'),
    createJsonFile(surveyMessage, 'survey.json'),
  );

  expect(await screen.findByText('Imported survey.json.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quick survey' })).toBeInTheDocument();
  expect(readCanvasSummaries()).toEqual([
    'Two minutes, four questions. Thank you!',
    'Your name',
    'How did you hear about us?',
    'Your plan',
    'Would you recommend us?',
    'Anything else?',
  ]);
});

test('importing a message with another chat kit’s names normalises it', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const message = createEmptyFormMessage();
  const spinner = {
    elementType: 'spinner',
    elementId: 'size',
    label: 'Size',
    options: [{ value: 's', label: 'Small' }],
  };
  const link = { elementType: 'button', elementId: 'open', buttonText: 'Open app' };
  Object.assign(message.data.interactiveData, {
    formFields: [spinner, { ...link, action: { type: 'deepLinking', url: 'myapp://home' } }],
  });

  await user.upload(
    screen.getByLabelText('Import a message file'),
    createJsonFile(message, 'other-kit.json'),
  );

  expect(await screen.findByText('Imported other-kit.json (normalised).')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reorder Dropdown Size' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Button.*Open app$/ }));
  expect(screen.getByLabelText('What happens on press')).toHaveValue('deepLinkAction');
  expect(screen.getByLabelText('Link')).toHaveValue('myapp://home');
});

test('importing one element from a chat kit’s docs opens it in a new form', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const element = { elementType: 'textInput', elementId: 'name', label: 'Name', maxLines: 1 };
  await user.upload(
    screen.getByLabelText('Import a message file'),
    createJsonFile(element, 'element.json'),
  );

  expect(
    await screen.findByText('Imported element.json (read one textInput element).'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reorder Text input Name' })).toBeInTheDocument();
});

test('a file that is not a form leaves the message as it was and says why', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Label' }));

  await user.upload(
    screen.getByLabelText('Import a message file'),
    createJsonFile({ hello: 'world' }, 'notes.json'),
  );

  expect(
    await screen.findByText(
      'Could not import notes.json: category must be "interactive" for a form message',
    ),
  ).toBeInTheDocument();
  expect(readCanvasSummaries()).toEqual(['A line of text']);
});

test('a file that is not JSON leaves the message as it was and says why', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Radio' }));

  await user.upload(
    screen.getByLabelText('Import a message file'),
    new File(['{"data": '], 'broken.json', { type: 'application/json' }),
  );

  expect(await screen.findByText(/^Could not import broken\.json: /)).toBeInTheDocument();
  expect(readCanvasSummaries()).toEqual(['Choose one']);
});

test('the same file can be imported again after editing', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const file = createJsonFile(surveyMessage, 'survey.json');
  await user.upload(screen.getByLabelText('Import a message file'), file);
  await screen.findByText('Imported survey.json.');
  await user.click(screen.getByRole('button', { name: 'Delete Your name' }));

  await user.upload(screen.getByLabelText('Import a message file'), file);

  expect(await screen.findByRole('button', { name: 'Delete Your name' })).toBeInTheDocument();
});

test('Copy JSON puts the message on the clipboard', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Copy' }));

  await user.click(screen.getByRole('menuitem', { name: 'Copy JSON' }));

  expect(await screen.findByText('Copied the JSON to the clipboard.')).toBeInTheDocument();
  expect(JSON.parse(await navigator.clipboard.readText())).toEqual(surveyMessage);
});

test('Share link copies a link that carries the message', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Copy' }));

  await user.click(screen.getByRole('menuitem', { name: 'Share link' }));

  expect(await screen.findByText('Copied the share link to the clipboard.')).toBeInTheDocument();
  const link = new URL(await navigator.clipboard.readText());
  expect(readShareLink(link.hash)).toEqual(surveyMessage);
});

test('Copy cURL copies a command that posts the message', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Copy' }));

  await user.click(screen.getByRole('menuitem', { name: 'Copy cURL' }));

  await screen.findByText('Copied the cURL command to the clipboard.');
  const command = await navigator.clipboard.readText();
  expect(command).toMatch(/^curl -X POST '.*\/sandbox-api\/v3\/messages'/);
  expect(command).toContain('"title":"Quick survey"');
});

test('Copy cURL sends to the receiver picked in the send panel, not a placeholder', async () => {
  const user = userEvent.setup();
  const message = { ...surveyMessage, receiver: undefined };
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Send…' }));
  await user.selectOptions(screen.getByLabelText('Receiver type'), 'group');
  await user.type(screen.getByLabelText('Receiver guid'), 'guid-support');

  await user.click(screen.getByRole('button', { name: 'Copy' }));

  await user.click(screen.getByRole('menuitem', { name: 'Copy cURL' }));

  await screen.findByText('Copied the cURL command to the clipboard.');
  const command = await navigator.clipboard.readText();
  expect(command).not.toContain('RECEIVER_UID');
  expect(command).toContain(`--data-raw '{"receiver":"guid-support","receiverType":"group",`);
});

test('the cURL command carries the embedded sandbox’s key, but never the key of an app', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/config'
        ? new Response(JSON.stringify({ sandbox: { apiKey: 'sandbox-key-7' } }))
        : new Response('{}', { status: 404 }),
    ),
  );
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);
  await user.click(screen.getByRole('tab', { name: 'Code' }));
  const readCurl = () =>
    (screen.getByRole('textbox', { name: 'cURL' }) as HTMLTextAreaElement).value;
  await vi.waitFor(() => expect(readCurl()).toContain("-H 'apiKey: sandbox-key-7'"));

  await user.click(screen.getByRole('button', { name: 'Send…' }));
  await user.selectOptions(screen.getByLabelText('Chat API'), 'app');
  await user.type(screen.getByLabelText('API key'), 'real-secret');

  expect(readCurl()).toContain("-H 'apiKey: YOUR_API_KEY'");
  expect(readCurl()).not.toContain('real-secret');
  vi.unstubAllGlobals();
});

test('Ctrl+Shift+E exports the message from inside a text box and says so', async () => {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'File' }));
  expect(screen.getByRole('menuitem', { name: 'Export' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+Shift+E Meta+Shift+E',
  );
  await user.keyboard('{Escape}');
  await user.click(screen.getByLabelText('Title', { exact: true }));

  await user.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');

  expect(downloads).toEqual(['form-message.json']);
  expect(screen.getByText('Exported form-message.json.')).toBeInTheDocument();
  expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('Quick survey');
});

test('Copy cURL and Copy TypeScript send to the receiver picked in the send panel, not the one the template wrote', async () => {
  const user = userEvent.setup();
  const message = { ...surveyMessage, receiver: 'cometchat-uid-1', receiverType: 'user' as const };
  render(<App session={{ draftId: 'd1', message, source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Send…' }));
  await user.type(screen.getByLabelText('Receiver uid (type to search)'), 'cometchat-uid-4');

  await user.click(screen.getByRole('button', { name: 'Copy' }));

  await user.click(screen.getByRole('menuitem', { name: 'Copy cURL' }));
  await screen.findByText('Copied the cURL command to the clipboard.');
  const command = await navigator.clipboard.readText();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy TypeScript' }));
  await screen.findByText('Copied the TypeScript to the clipboard.');
  const typescript = await navigator.clipboard.readText();

  expect(command).toContain(`--data-raw '{"receiver":"cometchat-uid-4","receiverType":"user",`);
  expect(command).not.toContain('cometchat-uid-1"');
  expect(typescript).toMatch(/receiver: "cometchat-uid-4",\n\s*receiverType: "user",/);
  expect(typescript).not.toContain('cometchat-uid-1');
});

test('the File menu is one Tab stop: Enter opens it on its first item, and the arrow keys move to Export', async () => {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'new' }} />);
  const file = screen.getByRole('button', { name: 'File' });
  file.focus();

  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'New form' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Export' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(downloads).toEqual(['form-message.json']);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(file).toHaveFocus();
});

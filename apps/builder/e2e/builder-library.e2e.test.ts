import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { chooseFromMenu, saveScreenshot, startBuilder } from './start-builder.js';

let session: BuilderSession;

// The copied command is run by a shell with curl, as a developer would paste it.
const runShell = (command: string) => promisify(execFile)('sh', ['-c', command]);

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

function canvasSummaries() {
  return session.page
    .getByRole('list', { name: 'Form elements' })
    .locator('.canvas-summary')
    .allTextContents();
}

async function openTemplate(name: string) {
  await session.page.getByRole('button', { name: 'Templates' }).click();
  await session.page.getByRole('button', { name, exact: true }).click();
}

test('export downloads the message as a .json file that parses back to the same form', async () => {
  const { page } = session;
  await openTemplate('Feedback');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chooseFromMenu(page, 'File', 'Export'),
  ]);
  expect(download.suggestedFilename()).toBe('form-message.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    data: { interactiveData: { formFields: { label?: string; text?: string }[] } };
  };
  const summaries = exported.data.interactiveData.formFields.map(
    (element) => element.label ?? element.text,
  );
  expect(summaries).toEqual(await canvasSummaries());
});

test("import opens a file written with another chat kit's names, normalised", async () => {
  const { page } = session;
  const aliased = {
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: 'Imported poll',
        formFields: [{ elementType: 'textInput', elementId: 'city', label: 'City' }],
        submitElement: {
          elementType: 'button',
          elementId: 'go',
          buttonText: 'Go',
          action: { actionType: 'deepLinking', url: 'myapp://poll' },
        },
      },
    },
  };
  await page.getByLabel('Import a message file').setInputFiles({
    name: 'poll.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(aliased)),
  });
  await page.getByText('Imported poll.json (normalised).').waitFor();
  expect(await canvasSummaries()).toEqual(['City']);
  await page.getByRole('button', { name: /^Submit button/ }).click();
  expect(await page.getByLabel('What happens on press').inputValue()).toBe('deepLinkAction');
});

test('a file that is not a form is refused and the form on screen stays', async () => {
  const { page } = session;
  await page.getByLabel('Import a message file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": '),
  });
  await page.getByText(/^Could not import notes\.json: /).waitFor();
  expect(await canvasSummaries()).toEqual(['City']);
});

test('a share link carries the message to a browser that has never seen it', async () => {
  const { page, browser, url } = session;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await chooseFromMenu(page, 'Copy', 'Share link');
  await page.getByText('Copied the share link to the clipboard.').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#message=/);
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link);
  await stranger
    .getByRole('list', { name: 'Form elements' })
    .getByText('City', { exact: true })
    .waitFor();
  await stranger
    .getByText('Opened the shared form as a new draft; your other drafts are kept.')
    .waitFor();
  await stranger.context().close();
});

test('when the browser refuses the clipboard, the text is shown selected to copy by hand', async () => {
  const { page } = session;
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied'));
  });
  await chooseFromMenu(page, 'Copy', 'Copy cURL');
  const box = page.getByRole('textbox', {
    name: /The browser kept the clipboard closed: copy the cURL command/,
  });
  await expect.poll(() => box.inputValue()).toMatch(/^curl /);
  expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);
  await saveScreenshot(page, 'copy-fallback');
  await page.keyboard.press('Escape');
  await expect.poll(() => box.count()).toBe(0);
});

test('the drafts list reopens an earlier draft and deletes one', async () => {
  const { page } = session;
  await openTemplate('Survey');
  await chooseFromMenu(page, 'File', 'Drafts…');
  const drafts = page.getByRole('dialog', { name: 'Drafts' });
  await drafts.getByRole('button', { name: 'Imported poll', exact: true }).click();
  await expect.poll(canvasSummaries).toEqual(['City']);
  await chooseFromMenu(page, 'File', 'Drafts…');
  const before = await drafts.getByRole('button', { name: /^Delete draft/ }).count();
  await drafts
    .getByRole('button', { name: /^Delete draft How did we do/ })
    .first()
    .click();
  await expect
    .poll(() => drafts.getByRole('button', { name: /^Delete draft/ }).count())
    .toBe(before - 1);
  await page.keyboard.press('Escape');
  await drafts.waitFor({ state: 'detached' });
});

test('the cURL command of the Code tab runs as it is against the embedded sandbox', async () => {
  const { page } = session;
  await openTemplate('Survey');
  // The template names no receiver: the one picked in the Send panel goes into the command.
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('cometchat-uid-2');
  await page.getByRole('tab', { name: 'Code' }).click();
  const box = page.getByRole('textbox', { name: 'cURL' });
  await expect.poll(() => box.inputValue()).not.toContain('YOUR_API_KEY');
  const command = await box.inputValue();

  const { stdout } = await runShell(`${command} --silent --show-error`);

  const sent = JSON.parse(stdout) as { data: { id: string; sender: string; receiver: string } };
  expect(sent.data).toMatchObject({ sender: 'cometchat-uid-1', receiver: 'cometchat-uid-2' });
  const stored = await fetch(`${session.url}/sandbox-api/v3/messages/${sent.data.id}`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  expect(stored.status).toBe(200);
});

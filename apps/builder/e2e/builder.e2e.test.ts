import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { chooseFromMenu, saveScreenshot, showTryIt, startBuilder } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  // It reads what the server recorded: a server of its own, not the one the files share.
  session = await startBuilder({ ownServer: true });
});

afterAll(async () => {
  await session?.close();
});

function canvasItems() {
  return session.page.getByRole('list', { name: 'Form elements' }).locator('.canvas-summary');
}

test('builds a form from empty with the mouse: click, drag from the palette, edit in the inspector', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Text input' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Your name');
  const source = await page.getByRole('button', { name: 'Checkbox' }).boundingBox();
  const target = await page.getByRole('button', { name: /^Submit button/ }).boundingBox();
  if (source === null || target === null) throw new Error('palette or canvas not visible');
  await page.mouse.move(source.x + 20, source.y + 10);
  await page.mouse.down();
  await page.mouse.move(source.x + 60, source.y + 20, { steps: 5 });
  await page.mouse.move(target.x + 100, target.y - 20, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(async () => (await canvasItems().allTextContents()).sort())
    .toEqual(['Pick any', 'Your name']);
  await showTryIt(page);
  await page.getByRole('figure', { name: 'Light' }).getByText('Your name').waitFor();
  const phone = await page.getByRole('figure', { name: 'Phone (360 px)' }).boundingBox();
  expect(phone?.width).toBe(360);
  await saveScreenshot(page, 'mouse-build');
});

test('reorders by dragging an element by its handle with the mouse', async () => {
  const { page } = session;
  const before = await canvasItems().allTextContents();
  expect(before).toHaveLength(2);
  const handles = page.getByRole('list', { name: 'Form elements' }).locator('.drag-handle');
  const from = await handles.nth(1).boundingBox();
  const to = await handles.nth(0).boundingBox();
  if (from === null || to === null) throw new Error('handles not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => canvasItems().allTextContents()).toEqual([...before].reverse());
  // dnd-kit swallows any click in the 50 ms after a pointer drop (the click a drop would cause);
  // a person never clicks that soon, but the next test would.
  await page.waitForTimeout(200);
});

test('test-submits each outcome against the embedded sandbox', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Empty form' }).click();
  await page.getByRole('button', { name: 'Text input', exact: true }).click();
  await showTryIt(page);
  const light = page.getByRole('figure', { name: 'Light' });
  const status = page.locator('.preview-answer');
  const outcomes = [
    ['Success', 'answered 200'],
    ['Failure (500)', 'answered 500'],
    ['Slow (3 s)', 'answered 200'],
    ['Field errors', 'answered 422'],
  ] as const;
  for (const [label, answer] of outcomes) {
    await page.getByRole('button', { name: 'Reset previews' }).click();
    await page.getByLabel(label).check();
    await light.getByRole('textbox').fill('Ada');
    await light.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain(answer);
  }
  await light.getByText('The server rejected this value (test).').waitFor();
  await saveScreenshot(page, 'preview-field-errors');
  const response = await fetch(`${session.url}/sandbox-api/sandbox/submissions/builder-preview`);
  const body = (await response.json()) as { data: unknown[] };
  expect(body.data.length).toBe(4);
});

test('sends to the sandbox and reads the message back through its API', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('george');
  await page.getByRole('button', { name: /George Alan/ }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Sent\. Message id/).waitFor();
  // The button is disabled while it sends; focus goes to the answer, not to <body>.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.className))
    .toBe('send-answer');
  await saveScreenshot(page, 'send-panel');
  const response = await fetch(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  const body = (await response.json()) as { data: { receiver: string; category: string }[] };
  // The API lists the latest messages oldest first, so the one just sent is the last.
  expect(body.data.at(-1)).toMatchObject({ receiver: 'cometchat-uid-2', category: 'interactive' });
  // A name typed for a uid is caught before sending (the last test picks the user it meant).
  await page.getByLabel('Receiver uid (type to search)').fill('Nancy');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.locator('.send-answer').getByRole('alert').getByText('ERR_UID_NOT_FOUND').waitFor();
});

test('a urlNavigation or customAction button in the preview says what it would do', async () => {
  const { page } = session;
  await showTryIt(page);
  await page.getByRole('button', { name: /^Submit button/ }).click();
  await page.getByLabel('What happens on press').selectOption('urlNavigation');
  await page.getByLabel('Page URL').fill('https://example.org/thanks');
  const light = page.getByRole('figure', { name: 'Light' });
  const status = page.locator('.preview-answer');
  await light.getByRole('textbox').fill('Ada');
  await light.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(() => status.textContent())
    .toBe('The button would open https://example.org/thanks in a new tab.');
  await page.getByLabel('What happens on press').selectOption('customAction');
  await page.getByRole('button', { name: 'Reset previews' }).click();
  await light.getByRole('textbox').fill('Ada');
  await light.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => status.textContent()).toMatch(/would hand the chat app its customAction/);
});

test('a sent message reopens from the history as a new draft', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Empty form' }).click();
  await page.getByRole('button', { name: 'Send…' }).click();
  // The newest send went to nobody-here and failed; the one before reached George.
  const history = page.getByRole('region', { name: 'Sent from this browser' });
  const sentToGeorge = history.getByRole('listitem').filter({ hasText: 'sent as' });
  await sentToGeorge.getByRole('button', { name: /^Open “Untitled form” sent/ }).click();
  await page
    .getByText(/^Opened “Untitled form”, sent to user cometchat-uid-2, as a new draft\./)
    .waitFor();
  const canvas = page.getByRole('list', { name: 'Form elements' });
  expect(await canvas.locator('.canvas-type').allTextContents()).toEqual(['Text input']);
});

test('previewed as the sender, the form is read-only until the sender may interact', async () => {
  const { page } = session;
  await showTryIt(page);
  const light = page.getByRole('figure', { name: 'Light' });
  await page.getByLabel('Sender', { exact: true }).check();
  await light.getByText('You sent this form, so you cannot fill it in.').waitFor();
  expect(await light.getByRole('textbox').first().getAttribute('readonly')).toBe('');
  // A draft opened from the history has nothing selected, so the inspector shows the form settings.
  await page.getByLabel('Allow the sender to interact').check();
  await expect.poll(() => light.getByText(/You sent this form/).count()).toBe(0);
  await light.getByRole('textbox').first().fill('Ada');
  await page.getByLabel('Receiver', { exact: true }).check();
});

// Last: these start a new form and send another message, which the tests above do not expect.
test('a uid no user has is refused before sending, and the user it meant is one click away', async () => {
  const { page } = session;
  await chooseFromMenu(page, 'File', 'New form');
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('Nancy');
  await page.getByRole('button', { name: 'Send message' }).click();
  const refusal = page.locator('.send-answer').getByRole('alert');
  await refusal.getByText('ERR_UID_NOT_FOUND').waitFor();
  expect(await refusal.textContent()).toContain(
    'No user has the uid “Nancy”, so nothing was sent.',
  );
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('send-answer');
  await refusal.getByRole('button', { name: 'Use Nancy Grace cometchat-uid-3' }).click();
  expect(await page.getByLabel('Receiver uid (type to search)').inputValue()).toBe(
    'cometchat-uid-3',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Sent\. Message id/).waitFor();
  const response = await fetch(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  const body = (await response.json()) as { data: { receiver: string }[] };
  expect(body.data.at(-1)?.receiver).toBe('cometchat-uid-3');
  expect(body.data.map((message) => message.receiver)).not.toContain('Nancy');
});

test('Select in Problems moves focus to the control the problem is about in the inspector', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /^Problems/ }).click();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Select submit' }) })
    .first();
  // The row's pointer names the key below the submit button, e.g. /…/submitElement/action/url.
  const pointer = await row.locator('code').first().textContent();
  const key = pointer?.split('/submitElement/')[1]?.split('/')[0];
  expect(key).toBeTruthy();
  await row.getByRole('button', { name: 'Select submit' }).click();

  await page.getByRole('dialog', { name: 'Problems' }).waitFor({ state: 'detached' });
  expect(
    await page.evaluate(() =>
      document.activeElement?.closest('[data-field]')?.getAttribute('data-field'),
    ),
  ).toBe(key);
});

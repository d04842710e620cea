import { readWildSample } from '@chatforms/fixtures/wild';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { saveScreenshot, showTryIt, startBuilder } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

const lunchOrder = {
  receiver: 'cometchat-uid-2',
  receiverType: 'user',
  category: 'interactive',
  type: 'form',
  data: {
    interactiveData: {
      title: 'Lunch order',
      formFields: [
        { elementType: 'textInput', elementId: 'dish', label: 'Dish', optional: false },
        {
          elementType: 'radio',
          elementId: 'size',
          label: 'Size',
          optional: false,
          options: [
            { value: 'small', label: 'Small' },
            { value: 'large', label: 'Large' },
          ],
          defaultValue: 'small',
        },
      ],
      submitElement: {
        elementType: 'button',
        elementId: 'order',
        buttonText: 'Order',
        disableAfterInteracted: true,
        action: { actionType: 'apiAction', url: 'https://example.org/lunch', method: 'POST' },
      },
    },
  },
};

async function replaceJson(text: string) {
  const { page } = session;
  const editor = page.getByRole('textbox', { name: 'Message JSON' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

function readEditorText() {
  return session.page.locator('.cm-content').evaluate((node) => {
    const lines = [...node.querySelectorAll('.cm-line')].map((line) => line.textContent);
    return lines.join('\n');
  });
}

async function readCanvasSummaries() {
  const { page } = session;
  await page.getByRole('tab', { name: 'Canvas' }).click();
  const summaries = await page
    .getByRole('list', { name: 'Form elements' })
    .locator('.canvas-summary')
    .allTextContents();
  await page.getByRole('tab', { name: 'JSON' }).click();
  return summaries;
}

test('editing the JSON moves the canvas, the inspector and the preview with it', async () => {
  const { page } = session;
  await page.getByRole('tab', { name: 'JSON' }).click();
  await replaceJson(JSON.stringify(lunchOrder, null, 2));
  await expect.poll(readCanvasSummaries).toEqual(['Dish', 'Size']);
  await showTryIt(page);
  const light = page.getByRole('figure', { name: 'Light' });
  await light.getByRole('radio', { name: 'Large' }).waitFor();
  await light.getByRole('button', { name: 'Order' }).waitFor();
});

test('editing on the canvas rewrites the JSON', async () => {
  const { page } = session;
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await page.getByRole('button', { name: 'Delete Size' }).click();
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect.poll(readEditorText).not.toContain('"size"');
  expect(JSON.parse(await readEditorText())).toMatchObject({
    data: { interactiveData: { formFields: [{ elementId: 'dish' }] } },
  });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(readEditorText).toContain('"size"');
});

test('broken JSON is listed with its place and the canvas keeps the last valid form', async () => {
  const { page } = session;
  await replaceJson(`${JSON.stringify(lunchOrder, null, 2)}\n}`);
  await page.getByText('The canvas shows the last valid form until the JSON is fixed.').waitFor();
  const issues = page.getByRole('region', { name: 'Issues' });
  await issues.getByRole('button').first().waitFor();
  expect(await readCanvasSummaries()).toEqual(['Dish', 'Size']);
});

test('a schema issue names its path, and choosing it selects the element and puts the cursor there', async () => {
  const { page } = session;
  const broken = structuredClone(lunchOrder);
  broken.data.interactiveData.formFields[1]!.defaultValue = 'medium';
  await replaceJson(JSON.stringify(broken, null, 2));
  const issue = page
    .getByRole('region', { name: 'Issues' })
    .getByRole('button', { name: /\/data\/interactiveData\/formFields\/1\/defaultValue/ });
  await issue.click();
  await page.getByRole('heading', { name: /Radio\s+size/ }).waitFor();
  const activeLine = await page.locator('.cm-activeLine').textContent();
  expect(activeLine).toContain('"defaultValue": "medium"');
  await saveScreenshot(page, 'json-issue-jump');
});

test("pasting a message written with another chat kit's names normalises it", async () => {
  const { page } = session;
  const aliased = structuredClone(lunchOrder) as Record<string, unknown> & typeof lunchOrder;
  (aliased.data.interactiveData.submitElement as Record<string, unknown>).action = {
    actionType: 'custom',
  };
  await replaceJson(JSON.stringify(aliased, null, 2));
  await page.getByText(/Normalised 1 name from another chat kit/).waitFor();
  await expect.poll(readEditorText).toContain('"actionType": "customAction"');
});

test("pasting the interactiveData of an SDK's docs sample opens it as a whole message", async () => {
  const { page } = session;
  await replaceJson(readWildSample('ios-form-default-option'));
  await page.getByText(/^Read interactiveData and put it in a whole form message/).waitFor();
  await page.getByText(/Normalised 1 name from another chat kit/).waitFor();
  await expect.poll(readEditorText).toContain('"allowSenderInteraction": false');
  const summaries = await readCanvasSummaries();
  expect(summaries.slice(0, 3)).toEqual(['Given name', 'Family name', 'Street address']);
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await page.locator('.edit-canvas').getByText('By the front desk').waitFor();
});

test('a draft with odd values where strings and lists belong still shows in every part', async () => {
  const { page } = session;
  const odd = structuredClone(lunchOrder) as typeof lunchOrder & Record<string, unknown>;
  Object.assign(odd, { tags: 'lunch' });
  Object.assign(odd.data.interactiveData, { title: 5 });
  Object.assign(odd.data.interactiveData.formFields[1]!, { options: [{ value: 1, label: {} }] });
  await page.getByRole('tab', { name: 'JSON' }).click();
  await replaceJson(JSON.stringify(odd, null, 2));
  await page
    .getByRole('region', { name: 'Issues' })
    .getByRole('button', { name: /\/tags/ })
    .waitFor();
  expect(await readCanvasSummaries()).toEqual(['Dish', 'Size']);
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await page.getByRole('heading', { name: 'Untitled form' }).waitFor();
  await page.getByRole('button', { name: /^Radio\s*Size/ }).click();
  await page.getByRole('group', { name: 'Options' }).waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'cannot show this draft' }).count()).toBe(
    0,
  );
  await page.getByRole('button', { name: 'Form settings' }).click();
  expect(await page.getByLabel('Tags (comma-separated)').inputValue()).toBe('');
});

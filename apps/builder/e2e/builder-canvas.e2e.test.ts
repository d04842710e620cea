import { surveyMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import {
  findAxeViolations,
  importMessage,
  readFocusedName,
  saveScreenshot,
  startBuilder,
  tabTo,
} from './start-builder.js';

// Tab presses for the form below on the builder before issue 15 (palette on the left, the preview
// under the workspace): 10 + 15 to the first Label, 11 + 15 and 16 + 20 for the next two, 16 to
// the preview's first field.
const tabPressesBefore = 103;

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

const findViolations = (screen: string) => findAxeViolations(session.page, screen);

function canvasElement(name: string) {
  return session.page.locator('.edit-canvas').getByRole('button', { name, exact: true });
}

test('builds a form by keyboard in at most half the Tab presses of before', async () => {
  const { page } = session;
  const { keyboard } = page;
  let tabs = 0;
  let arrows = 0;
  const arrow = async (key: string, times: number) => {
    for (let step = 0; step < times; step += 1) await keyboard.press(key);
    arrows += times;
  };
  await page.locator('body').focus();
  tabs += await tabTo(page, 'Skip to add elements');
  await keyboard.press('Enter');
  await arrow('ArrowRight', 1);
  await keyboard.press('Enter');
  expect(await readFocusedName(session.page)).toBe('Label');
  await keyboard.press('Control+A');
  await keyboard.type('Your name');
  for (const [type, by, label] of [
    ['Radio', 4, 'How was it?'],
    ['Dropdown', -1, 'Your plan'],
  ] as const) {
    tabs += await tabTo(page, /^(Text input|Radio)$/, { backwards: true });
    await arrow(by > 0 ? 'ArrowRight' : 'ArrowLeft', Math.abs(by));
    expect(await readFocusedName(session.page)).toContain(type);
    await keyboard.press('Enter');
    await keyboard.press('Control+A');
    await keyboard.type(label);
  }
  tabs += await tabTo(page, 'Your plan (dropdown)', { backwards: true });
  await arrow('ArrowUp', 2);
  expect(await readFocusedName(session.page)).toBe('Your name (text input)');
  console.info(`Tab presses: ${tabs} (before: ${tabPressesBefore}); arrow keys: ${arrows}`);
  expect(tabs).toBeLessThanOrEqual(tabPressesBefore / 2);
  await expect
    .poll(() =>
      page.getByRole('list', { name: 'Form elements' }).locator('.canvas-type').allTextContents(),
    )
    .toEqual(['Text input', 'Radio', 'Dropdown']);
});

test('from the top of the page, one Tab and Enter reach the preview', async () => {
  const { page } = session;
  // A fresh page, so Tab starts from its top; the form is kept as the reopened draft.
  await page.reload();
  await page.getByRole('toolbar', { name: 'Add elements' }).waitFor();
  const tabs = await tabTo(page, 'Skip to preview');
  await page.keyboard.press('Enter');
  console.info(`Tab presses from the top to the preview: ${tabs}`);
  expect(tabs).toBe(1);
  expect(await readFocusedName(session.page)).toMatch(/ \((text input|radio|dropdown)\)$/);
});

test('the palette is no navigation landmark, and each region is one landmark', async () => {
  const { page } = session;
  expect(await page.getByRole('navigation').count()).toBe(0);
  expect(await page.getByRole('toolbar', { name: 'Add elements' }).count()).toBe(1);
  // Send is always below the workspace, a landmark of its own, with the history of sends in it.
  const regions = ['Structure', 'Preview', 'Inspector', 'Send', 'Sent from this browser'];
  expect(await page.getByRole('region').count()).toBe(regions.length);
  for (const name of regions)
    expect(await page.getByRole('region', { name, exact: true }).count()).toBe(1);
});

test('Templates opens over the page: the preview stays put, Escape closes it and focus returns', async () => {
  const { page } = session;
  const canvasTop = () =>
    page.locator('.edit-canvas').evaluate((node) => node.getBoundingClientRect().top);
  const before = await canvasTop();
  await page.getByRole('button', { name: 'Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Templates' });
  await dialog.waitFor();
  expect(await canvasTop()).toBe(before);
  expect(await findViolations('templates dialog')).toEqual([]);

  await page.keyboard.press('Escape');

  await dialog.waitFor({ state: 'detached' });
  expect(await readFocusedName(session.page)).toBe('Templates');
  await page.getByRole('button', { name: 'Templates' }).click();
  await dialog.getByRole('button', { name: 'Survey' }).click();
  await page.locator('.edit-canvas').getByText('How are we doing?').waitFor();
  expect(await readFocusedName(session.page)).toBe('Templates');
  // The tests below edit the fixtures' survey (a name, a plan, …), which is no template any more.
  await importMessage(page, surveyMessage, 'survey.json');
  await canvasElement('Your name (text input)').waitFor();
});

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

test('the preview is the main canvas, visible without scrolling at every size', async () => {
  const { page } = session;
  const tops: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const canvas = await page.locator('.edit-canvas').boundingBox();
    const firstField = await canvasElement('Your name (text input)').boundingBox();
    tops.push(`${size.width}×${size.height}: preview top ${Math.round(canvas?.y ?? -1)}`);
    expect(canvas?.y).toBeGreaterThanOrEqual(0);
    // Not just its edge: the title and the first fields are on screen.
    expect((firstField?.y ?? Infinity) + (firstField?.height ?? 0)).toBeLessThanOrEqual(
      size.height,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await saveScreenshot(page, `canvas-${size.width}x${size.height}`, { fullPage: false });
  }
  console.info(tops.join('\n'));
});

test('on a phone, one pane at a time, and structure rows stay one line each', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  const show = page.getByRole('group', { name: 'Show' });
  expect(await page.locator('.edit-canvas').isVisible()).toBe(true);
  expect(await page.getByRole('region', { name: 'Inspector' }).isVisible()).toBe(false);
  const violations = await findViolations('phone preview');

  await show.getByRole('button', { name: 'Structure' }).click();
  const rows = page.getByRole('list', { name: 'Form elements' }).locator('.canvas-summary');
  const heights = await rows.evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().height),
  );
  const lineHeight = await rows
    .first()
    .evaluate((node) => parseFloat(getComputedStyle(node).lineHeight) || 20);
  expect(heights.length).toBe(6);
  for (const height of heights) expect(height).toBeLessThan(lineHeight * 1.5);
  violations.push(...(await findViolations('phone structure')));
  await saveScreenshot(page, 'canvas-390x844-structure', { fullPage: false });

  await show.getByRole('button', { name: 'Inspector' }).click();
  expect(await page.getByRole('region', { name: 'Inspector' }).isVisible()).toBe(true);
  violations.push(...(await findViolations('phone inspector')));
  await saveScreenshot(page, 'canvas-390x844-inspector', { fullPage: false });
  await show.getByRole('button', { name: 'Preview' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(violations).toEqual([]);
});

test('clicking an element on the canvas selects it, and a double-click edits its text there', async () => {
  const { page } = session;
  await canvasElement('Your plan (dropdown)').click();
  const inspector = page.getByRole('region', { name: 'Inspector' });
  expect(await inspector.getByLabel('Label', { exact: true }).inputValue()).toBe('Your plan');
  expect(
    await page.getByRole('button', { name: /^Dropdown\s*Your plan$/ }).getAttribute('aria-pressed'),
  ).toBe('true');

  await canvasElement('Your name (text input)').dblclick();
  const inline = page.getByRole('textbox', { name: 'Edit the text of Text input name' });
  expect(await findViolations('editing in place')).toEqual([]);
  await inline.fill('Full name');
  await page.keyboard.press('Enter');

  await canvasElement('Full name (text input)').waitFor();
  expect(await inspector.getByLabel('Label', { exact: true }).inputValue()).toBe('Full name');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await canvasElement('Full name (text input)').waitFor();
  await saveScreenshot(page, 'canvas-selected', { fullPage: false });
});

test('Delete and Ctrl+D act on the selected element, but not while typing', async () => {
  const { page } = session;
  const types = () =>
    page.getByRole('list', { name: 'Form elements' }).locator('.canvas-type').allTextContents();
  const before = await types();
  await canvasElement('Full name (text input)').focus();
  await page.keyboard.press('Control+D');
  await expect.poll(types).toHaveLength(before.length + 1);
  await page.keyboard.press('Delete');
  await expect.poll(types).toEqual(before);
  // The delete leaves the form settings in the inspector; select the element again to type in it.
  await canvasElement('Full name (text input)').click();
  await page
    .getByRole('region', { name: 'Inspector' })
    .getByLabel('Label', { exact: true })
    .focus();
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+D');
  expect(await types()).toEqual(before);
});

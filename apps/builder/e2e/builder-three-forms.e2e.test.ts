import { readFile } from 'node:fs/promises';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import {
  chooseFromMenu,
  findAxeViolations,
  readFocusedName,
  saveScreenshot,
  showTryIt,
  startBuilder,
  tabTo,
} from './start-builder.js';

// Tab presses for a three-field form (Text input, Radio, Dropdown with labels) on the builder
// before issue 15, measured in builder-canvas.e2e.test.ts; each form below has three or four
// elements and a title, and must take at most half of that by keyboard.
const tabPressesBefore = 103;
const tabCeiling = Math.ceil(tabPressesBefore / 2);
// What each form takes now, with the presets and "Paste a list" before the option rows and Export
// on Ctrl+Shift+E (before: 33, 45 and 15 to build, then 13, 12 and 29 more to Tab to Export), each
// from a freshly opened builder (until then the ticket's count included Tabs from where the test
// before left the focus, through any fields added to the inspector since: 39 and 19). The
// inspector's sections put the options right after the label (Optional moved to Behaviour): 23 and
// 35 became 21 and 34.
const tabBudgets = { survey: 21, ticket: 34, appointment: 16 };
// From a fresh page: Export (in the File menu), and the Send tab's receiver through "Skip to send".
const tabsToExportFromTop = 7;
const tabsToSendFromTop = 5;

const helpUrl = 'https://help.northwind-traders.com/';

interface ExportedElement {
  elementType: string;
  elementId: string;
  label?: string;
  maxLines?: number;
  options?: { label: string; value: string }[];
  buttonText?: string;
  action?: { actionType: string; url?: string };
  mode?: string;
  timezoneCode?: string;
  defaultValue?: string;
}

interface ExportedMessage {
  data: {
    interactiveData: {
      title: string;
      formFields: ExportedElement[];
    };
    interactionGoal: { type: string; elementIds?: string[] };
  };
}

let session: BuilderSession;
const tabCounts: Record<string, number> = {};

beforeAll(async () => {
  session = await startBuilder();
  session.page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  await session?.close();
});

function inspector() {
  return session.page.getByRole('region', { name: 'Inspector' });
}

function light() {
  return session.page.getByRole('figure', { name: 'Light' });
}

const findViolations = (screen: string) => findAxeViolations(session.page, screen);

/** Reads the message as Export writes it; `press` starts the download (a click, or Enter on it). */
async function readExport(press: () => Promise<void>): Promise<ExportedMessage> {
  const [download] = await Promise.all([session.page.waitForEvent('download'), press()]);
  return JSON.parse(await readFile(await download.path(), 'utf8')) as ExportedMessage;
}

function fieldTypes(message: ExportedMessage) {
  return message.data.interactiveData.formFields.map((element) => element.elementType);
}

async function expectPreviewOnScreen(size: string) {
  const { page } = session;
  await page.evaluate(() => window.scrollTo(0, 0));
  const canvas = await page.getByRole('region', { name: 'Preview' }).boundingBox();
  const viewport = page.viewportSize();
  console.info(`${size}: preview top ${Math.round(canvas?.y ?? -1)}`);
  expect(canvas?.y).toBeGreaterThanOrEqual(0);
  expect(canvas?.y).toBeLessThan((viewport?.height ?? 0) / 2);
}

async function clickPalette(name: string) {
  await session.page
    .getByRole('toolbar', { name: 'Add elements' })
    .getByRole('button', { name, exact: true })
    .click();
}

async function newFormByMouse() {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page
    .getByRole('dialog', { name: 'Templates' })
    .getByRole('button', { name: 'Empty form' })
    .click();
  await page.getByRole('dialog', { name: 'Templates' }).waitFor({ state: 'detached' });
}

async function setTitleByMouse(title: string) {
  const settings = inspector().getByRole('button', { name: 'Form settings' });
  if ((await settings.count()) > 0) await settings.click();
  await inspector().getByLabel('Title', { exact: true }).fill(title);
}

function label() {
  return inspector().getByLabel('Label', { exact: true });
}

/** Counts the presses of one keyboard pass: Tab (what the ceiling limits) and arrow keys. */
class KeyboardAuthor {
  tabs = 0;
  arrows = 0;

  async tabTo(name: string | RegExp, options: { backwards?: boolean } = {}) {
    this.tabs += await tabTo(session.page, name, options);
  }

  /**
   * Tab or Shift+Tab to a control, whichever an author who knows the page would pick: the way
   * with fewer tabbable controls between, judged from the page; the presses are counted as made.
   */
  async tabToNearer(name: string) {
    const backwards = await session.page.evaluate((target) => {
      const readName = (element: HTMLElement) => {
        const labelled = element.getAttribute('aria-label');
        if (labelled !== null) return labelled;
        const source = (element as HTMLInputElement).labels?.[0] ?? element;
        return (source.textContent ?? '').replace(/\s+/g, ' ').trim();
      };
      const stops = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]',
        ),
      ].filter(
        (element) =>
          element.tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          element.getClientRects().length > 0,
      );
      const from = stops.indexOf(document.activeElement as HTMLElement);
      const to = stops.findIndex((element) => readName(element) === target);
      if (from === -1 || to === -1) return false;
      return (from - to + stops.length) % stops.length < (to - from + stops.length) % stops.length;
    }, name);
    await this.tabTo(name, { backwards });
  }

  /** Shift+Tab until focus is on the palette, whose active item is its one Tab stop. */
  async backToPalette() {
    const { page } = session;
    const onPalette = () =>
      page.evaluate(() => document.activeElement?.classList.contains('palette-item') === true);
    while (!(await onPalette())) {
      await page.keyboard.press('Shift+Tab');
      this.tabs += 1;
      if (this.tabs > 250) throw new Error('Shift+Tab never reached the palette');
    }
  }

  /** On the palette, the arrow keys move to an element type; Enter adds it and focuses its text. */
  async add(type: string) {
    const { page } = session;
    for (let step = 0; (await readFocusedName(page)) !== type; step += 1) {
      if (step > 10) throw new Error(`The palette has no ${type}`);
      await page.keyboard.press('ArrowRight');
      this.arrows += 1;
    }
    await page.keyboard.press('Enter');
  }

  async type(text: string) {
    await session.page.keyboard.press('Control+A');
    await session.page.keyboard.type(text);
  }

  async press(key: string, times = 1) {
    for (let step = 0; step < times; step += 1) await session.page.keyboard.press(key);
    if (key.startsWith('Arrow')) this.arrows += times;
  }

  /**
   * Opens the builder afresh, as an author starting a form does, then Templates and "Empty form";
   * focus returns to Templates. The count does not depend on where the test before left the focus.
   */
  async newForm() {
    await session.page.reload();
    await this.tabTo('Templates');
    await this.press('Enter');
    await this.tabTo('Empty form');
    await this.press('Enter');
    await session.page.getByRole('dialog', { name: 'Templates' }).waitFor({ state: 'detached' });
  }

  /** With nothing selected, "Skip to inspector" lands on the form's Title. */
  async setTitle(title: string) {
    await this.tabToNearer('Skip to inspector');
    await this.press('Enter');
    expect(await readFocusedName(session.page)).toBe('Title');
    await this.type(title);
  }

  /** Export by its shortcut, from the field the author just finished: no Tab at all. */
  async export(): Promise<ExportedMessage> {
    // The File menu's Export names the shortcut (aria-keyshortcuts, checked in toolbar.test.tsx).
    const focused = await readFocusedName(session.page);
    const message = await readExport(() => session.page.keyboard.press('Control+Shift+E'));
    expect(await readFocusedName(session.page)).toBe(focused);
    return message;
  }

  report(form: string) {
    tabCounts[form] = this.tabs;
    console.info(
      `${form}: ${this.tabs} Tab presses to build, ${this.arrows} arrow keys, then Ctrl+Shift+E to Export`,
    );
  }
}

test('builds the satisfaction survey by mouse at 1440×900', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 1440, height: 900 });
  await setTitleByMouse('How did we do?');
  await clickPalette('Radio');
  await label().fill('How satisfied are you with your visit?');
  await inspector().getByRole('button', { name: '1–5 scale' }).click();
  await clickPalette('Text input');
  await label().fill('Anything we could do better?');
  await inspector().getByLabel('Max lines', { exact: true }).fill('4');

  await showTryIt(page);
  await light().getByRole('radio', { name: '4' }).check();
  await light()
    .getByRole('textbox', { name: /Anything we could do better/ })
    .fill('Shorter queue at the desk.');
  await light().getByRole('button', { name: 'Submit' }).click();
  await light()
    .getByText(/Thank you/)
    .waitFor();
  await expectPreviewOnScreen('survey at 1440×900');
  await saveScreenshot(page, 'three-forms-survey-1440x900', { fullPage: false });

  const message = await readExport(() => chooseFromMenu(page, 'File', 'Export'));
  const { interactiveData } = message.data;
  expect(interactiveData.title).toBe('How did we do?');
  expect(fieldTypes(message)).toEqual(['radio', 'textInput']);
  expect(interactiveData.formFields[0]?.options?.map((option) => option.value)).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
  ]);
  expect(interactiveData.formFields[1]?.maxLines).toBe(4);
  expect(message.data.interactionGoal).toEqual({ type: 'anyOf', elementIds: ['submit'] });
  expect(await findViolations('survey by mouse')).toEqual([]);
});

test('builds the support ticket by mouse: its help link neither completes the form nor worries lint', async () => {
  const { page } = session;
  await newFormByMouse();
  await setTitleByMouse('Contact support');
  await clickPalette('Text input');
  await label().fill('Subject');
  await clickPalette('Dropdown');
  await label().fill('Category');
  await inspector().getByRole('button', { name: 'Paste a list' }).click();
  await inspector().getByLabel('Options, one a line').fill('Billing\nAccount\nBug report');
  await inspector().getByRole('button', { name: 'Use these options' }).click();
  await clickPalette('Text input');
  await label().fill('Describe the problem');
  await inspector().getByLabel('Max lines', { exact: true }).fill('6');
  await clickPalette('Button');
  await inspector().getByLabel('Button text').fill('Read the help centre first');
  await inspector().getByLabel('Page URL').fill(helpUrl);

  await page.getByRole('button', { name: /^Problems/ }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await problems.waitFor();
  const rows = await problems.getByRole('listitem').allTextContents();
  console.info(`ticket problems:\n${rows.join('\n')}`);
  expect(rows.filter((row) => /button1|help/.test(row))).toEqual([]);

  await showTryIt(page);
  const help = light().getByRole('button', { name: 'Read the help centre first' });
  await help.click();
  await expect
    .poll(() => page.locator('.preview-answer').textContent())
    .toBe(`The button would open ${helpUrl} in a new tab.`);
  expect(
    await light()
      .getByText(/Thank you/)
      .count(),
  ).toBe(0);
  expect(await help.isEnabled()).toBe(true);
  await light()
    .getByRole('textbox', { name: /Subject/ })
    .fill('Invoice twice');
  await light().getByRole('button', { name: 'Submit' }).click();
  await light()
    .getByText(/Thank you/)
    .waitFor();
  await expectPreviewOnScreen('ticket at 1440×900');

  const message = await readExport(() => chooseFromMenu(page, 'File', 'Export'));
  expect(fieldTypes(message)).toEqual(['textInput', 'dropdown', 'textInput', 'button']);
  const [, category, , link] = message.data.interactiveData.formFields;
  expect(category?.options?.map((option) => option.value)).toEqual([
    'billing',
    'account',
    'bug-report',
  ]);
  expect(link?.action).toEqual({ actionType: 'urlNavigation', url: helpUrl });
  expect(message.data.interactionGoal).toEqual({
    type: 'anyOf',
    elementIds: ['submit'],
  });
  expect(await findViolations('ticket by mouse')).toEqual([]);
});

test('builds the Tokyo appointment by mouse: the zone from "Tokyo", 20:00 at GMT+09:00', async () => {
  const { page } = session;
  await page.getByRole('radio', { name: 'Edit', exact: true }).check();
  await newFormByMouse();
  await setTitleByMouse('Book your fitting');
  await clickPalette('Date / time');
  await label().fill('When would you like to come?');
  await inspector().getByLabel('Asks for').selectOption('dateTime');
  const zone = inspector().getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Tokyo');
  await page
    .getByRole('listbox', { name: 'Time zones' })
    .getByRole('option', { name: /^Asia\/Tokyo/ })
    .click();
  expect(await zone.inputValue()).toBe('Asia/Tokyo');
  await inspector().getByLabel('Default value', { exact: true }).fill('2026-07-15T20:00');
  await inspector().getByText('GMT+09:00 on that date in Asia/Tokyo.', { exact: false }).waitFor();
  await expect
    .poll(() => page.locator('.edit-canvas').textContent())
    .toContain('Asia/Tokyo (GMT+09:00)');

  await showTryIt(page);
  await light().getByRole('button', { name: 'Submit' }).click();
  await light()
    .getByText(/Thank you/)
    .waitFor();
  await expectPreviewOnScreen('appointment at 1440×900');
  await saveScreenshot(page, 'three-forms-appointment-1440x900', { fullPage: false });

  const message = await readExport(() => chooseFromMenu(page, 'File', 'Export'));
  expect(fieldTypes(message)).toEqual(['dateTime']);
  const [when] = message.data.interactiveData.formFields;
  expect(when).toMatchObject({ mode: 'dateTime', timezoneCode: 'Asia/Tokyo' });
  expect(when?.defaultValue).toBe('2026-07-15T20:00');
  expect(await findViolations('appointment by mouse')).toEqual([]);
  await page.getByRole('radio', { name: 'Edit', exact: true }).check();
});

test('builds the satisfaction survey by keyboard at 1280×720', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 1280, height: 720 });
  // A fresh page, so Tab starts at its top as an author's would.
  await page.reload();
  await page.getByRole('toolbar', { name: 'Add elements' }).waitFor();
  await page.locator('body').focus();
  const author = new KeyboardAuthor();
  await author.newForm();
  await author.setTitle('How did we do?');
  await author.backToPalette();
  await author.add('Radio');
  await author.type('How satisfied are you with your visit?');
  await author.tabTo('1–5 scale');
  await author.press('Enter');
  await author.backToPalette();
  await author.add('Text input');
  await author.type('Anything we could do better?');
  await author.tabTo('Max lines');
  await author.type('4');
  const message = await author.export();
  author.report('survey by keyboard');

  expect(fieldTypes(message)).toEqual(['radio', 'textInput']);
  expect(message.data.interactiveData.title).toBe('How did we do?');
  expect(message.data.interactiveData.formFields[0]?.options).toHaveLength(5);
  expect(message.data.interactiveData.formFields[1]?.maxLines).toBe(4);
  await expectPreviewOnScreen('survey at 1280×720');
  await saveScreenshot(page, 'three-forms-survey-1280x720', { fullPage: false });
  expect(await findViolations('survey by keyboard')).toEqual([]);
  expect(author.tabs).toBeLessThanOrEqual(tabCeiling);
  expect(author.tabs).toBeLessThanOrEqual(tabBudgets.survey);
});

test('builds the support ticket by keyboard at 1280×720', async () => {
  const { page } = session;
  const author = new KeyboardAuthor();
  await author.newForm();
  await author.setTitle('Contact support');
  await author.backToPalette();
  await author.add('Text input');
  await author.type('Subject');
  await author.backToPalette();
  await author.add('Dropdown');
  await author.type('Category');
  await author.tabTo('Paste a list');
  await author.press('Enter');
  await author.tabTo('Options, one a line');
  await author.type('Billing\nAccount\nBug report');
  await author.tabTo('Use these options');
  await author.press('Enter');
  await author.backToPalette();
  await author.add('Text input');
  await author.type('Describe the problem');
  await author.tabTo('Max lines');
  await author.type('6');
  await author.backToPalette();
  await author.add('Button');
  expect(await readFocusedName(page)).toBe('Button text');
  await author.type('Read the help centre first');
  await author.tabTo('Page URL');
  await author.type(helpUrl);
  const message = await author.export();
  author.report('ticket by keyboard');

  expect(fieldTypes(message)).toEqual(['textInput', 'dropdown', 'textInput', 'button']);
  const [, category, , link] = message.data.interactiveData.formFields;
  expect(category?.options?.map((option) => option.label)).toEqual([
    'Billing',
    'Account',
    'Bug report',
  ]);
  expect(link).toMatchObject({
    buttonText: 'Read the help centre first',
    action: { actionType: 'urlNavigation', url: helpUrl },
  });
  await page.getByRole('button', { name: /^Problems/ }).click();
  const rows = await page
    .getByRole('list', { name: 'Problems' })
    .getByRole('listitem')
    .allTextContents();
  expect(rows.filter((row) => /button1|help/.test(row))).toEqual([]);
  await expectPreviewOnScreen('ticket at 1280×720');
  expect(await findViolations('ticket by keyboard')).toEqual([]);
  expect(author.tabs).toBeLessThanOrEqual(tabCeiling);
  expect(author.tabs).toBeLessThanOrEqual(tabBudgets.ticket);
});

test('builds the Tokyo appointment by keyboard at 1280×720', async () => {
  const { page } = session;
  const author = new KeyboardAuthor();
  await author.newForm();
  await author.setTitle('Book your fitting');
  await author.backToPalette();
  await author.add('Date / time');
  await author.type('When would you like to come?');
  await author.tabTo('Asks for');
  await author.press('ArrowDown', 2);
  expect(await inspector().getByLabel('Asks for').inputValue()).toBe('dateTime');
  await author.tabTo('Time zone');
  await author.type('Tokyo');
  await page.getByRole('listbox', { name: 'Time zones' }).waitFor();
  await author.press('Enter');
  expect(await inspector().getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe(
    'Asia/Tokyo',
  );
  await author.tabTo('Default value');
  // Chromium's year segment takes more than four digits, so it does not move on by itself.
  await page.keyboard.type('07152026');
  await author.press('ArrowRight');
  await page.keyboard.type('0800P');
  expect(await inspector().getByLabel('Default value', { exact: true }).inputValue()).toBe(
    '2026-07-15T20:00',
  );
  await inspector().getByText('GMT+09:00 on that date in Asia/Tokyo.', { exact: false }).waitFor();
  const message = await author.export();
  author.report('appointment by keyboard');

  const [when] = message.data.interactiveData.formFields;
  expect(when).toMatchObject({
    elementType: 'dateTime',
    mode: 'dateTime',
    timezoneCode: 'Asia/Tokyo',
  });
  expect(when?.defaultValue).toBe('2026-07-15T20:00');
  await expectPreviewOnScreen('appointment at 1280×720');
  await saveScreenshot(page, 'three-forms-appointment-1280x720', { fullPage: false });
  expect(await findViolations('appointment by keyboard')).toEqual([]);
  expect(author.tabs).toBeLessThanOrEqual(tabCeiling);
  expect(author.tabs).toBeLessThanOrEqual(tabBudgets.appointment);

  const total = Object.values(tabCounts).reduce((sum, count) => sum + count, 0);
  console.info(
    `Tab presses by keyboard: ${JSON.stringify(tabCounts)}, ${total} in all ` +
      `(ceiling ${tabCeiling} a form; before issue 15: ${tabPressesBefore} for three fields)`,
  );
});

test('from a fresh page, Export and the send path are a few Tabs away', async () => {
  const { page } = session;
  await page.reload();
  await page.getByRole('toolbar', { name: 'Builder actions' }).waitFor();
  await page.locator('body').focus();
  // Export is the File menu's last item: Enter opens the menu, End reaches it, and neither is a Tab.
  const toExport = await tabTo(page, 'File');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  expect(await readFocusedName(page)).toBe('Export');
  const message = await readExport(() => page.keyboard.press('Enter'));
  expect(message.data.interactiveData.title).toBe('Book your fitting');

  await page.reload();
  await page.getByRole('toolbar', { name: 'Builder actions' }).waitFor();
  const toSend = await tabTo(page, 'Skip to send');
  await page.keyboard.press('Enter');
  expect(await readFocusedName(page)).toBe('Receiver uid (type to search)');
  await page.keyboard.type('cometchat-uid-2');
  await page.keyboard.press('Enter');
  await page.getByText(/Sent\. Message id/).waitFor();
  console.info(
    `From the top: ${toExport} Tabs to Export, ${toSend} Tabs and Enter to the receiver`,
  );
  expect(toExport).toBeLessThanOrEqual(tabsToExportFromTop);
  expect(toSend).toBeLessThanOrEqual(tabsToSendFromTop);
  expect(await findViolations('send from the top')).toEqual([]);
});

test('builds the satisfaction survey by touch at 390×844', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  const show = page.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Inspector' }).click();
  await newFormByMouse();
  await setTitleByMouse('How did we do?');
  await clickPalette('Radio');
  await label().fill('How satisfied are you with your visit?');
  await inspector().getByRole('button', { name: '1–5 scale' }).click();
  await clickPalette('Text input');
  await label().fill('Anything we could do better?');
  await inspector().getByLabel('Max lines', { exact: true }).fill('4');
  await saveScreenshot(page, 'three-forms-survey-390x844-inspector', { fullPage: false });

  await show.getByRole('button', { name: 'Preview' }).click();
  await showTryIt(page);
  await light().getByRole('radio', { name: '5' }).click();
  await light().getByRole('button', { name: 'Submit' }).click();
  await light()
    .getByText(/Thank you/)
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'three-forms-survey-390x844', { fullPage: false });
  const message = await readExport(() => chooseFromMenu(page, 'File', 'Export'));
  expect(fieldTypes(message)).toEqual(['radio', 'textInput']);
  expect(await findViolations('survey at 390×844')).toEqual([]);
});

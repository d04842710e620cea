import { mkdir, writeFile } from 'node:fs/promises';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import {
  browserZones,
  datePicks,
  findChatformsInput,
  findKitInput,
  isRepeatedWallTime,
  writeOffset,
} from './date-picks.js';
import { type ContractServer, startContractServer } from './start-contract-server.js';

type Envelope = {
  data: { interactionTimezoneCode: string; formData: Record<string, unknown> };
};

let server: ContractServer;
let browser: Browser;
// Each browser zone's two envelopes, written out as the measured table once every zone has run.
const measured = new Map<string, { kit: Envelope; chatforms: Envelope }>();

beforeAll(async () => {
  server = await startContractServer(await buildPageScripts());
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await writeMeasuredTable();
});

async function openPage(path: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  return page;
}

async function waitForEnvelope(path: string): Promise<Envelope> {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length, {
      timeout: 10_000,
    })
    .toBe(1);
  return server.received.find((request) => request.path === path)?.body as Envelope;
}

async function submitKit(zone: string, run: string): Promise<Envelope> {
  const page = await openPage(`/kit?form=dates&run=${run}`, zone);
  const bubble = page.locator('cometchat-form-bubble');
  for (const pick of datePicks) {
    await bubble.locator(`input#${pick.elementId}`).fill(findKitInput(pick, zone));
  }
  await bubble.locator('cometchat-button button').click();
  const envelope = await waitForEnvelope(`/submissions/kit/${run}`);
  await page.context().close();
  return envelope;
}

async function submitChatforms(zone: string, run: string): Promise<Envelope> {
  const page = await openPage(`/chatforms?form=dates&run=${run}`, zone);
  for (const pick of datePicks) {
    await page.getByLabel(pick.label, { exact: true }).fill(findChatformsInput(pick));
  }
  await page.getByRole('button', { name: 'Send' }).click();
  const envelope = await waitForEnvelope(`/submissions/chatforms/${run}`);
  await page.context().close();
  return envelope;
}

/**
 * The kit's envelope as chatforms sends it by design: a dateTime whose wall time the reader's
 * clocks pass twice carries the offset of the instant chosen, which the kit's value leaves open.
 */
function withChosenOffsets(kit: Envelope, zone: string): Envelope {
  const envelope = structuredClone(kit);
  for (const pick of datePicks) {
    const value = envelope.data.formData[pick.elementId];
    if (pick.mode === 'dateTime' && isRepeatedWallTime(pick.pick, zone))
      envelope.data.formData[pick.elementId] = `${String(value)}${writeOffset(pick.pick, zone)}`;
  }
  return envelope;
}

test.each(browserZones)(
  'the kit and <InteractiveForm> send the same dates, times and dateTimes from %s',
  async (zone) => {
    const run = zone.replace('/', '-');
    const kit = await submitKit(zone, run);
    const chatforms = await submitChatforms(zone, run);
    measured.set(zone, { kit, chatforms });
    // What the kit sends, checked first, so the comparison below cannot pass on two empty bodies:
    // the date and time picked, unchanged, and a dateTime as the browser's wall time.
    expect(kit.data.formData).toEqual(
      Object.fromEntries(datePicks.map((pick) => [pick.elementId, findKitInput(pick, zone)])),
    );
    expect(chatforms).toEqual(withChosenOffsets(kit, zone));
  },
);

/** Writes reports/kit-dates.md: mode × element zone × browser zone → the kit's value and chatforms'. */
async function writeMeasuredTable(): Promise<void> {
  const rows = datePicks.flatMap((pick) =>
    [...measured].map(([zone, { kit, chatforms }]) => {
      const format = pick.dateTimeFormat === undefined ? 'default' : `\`${pick.dateTimeFormat}\``;
      const cells = [pick.mode, pick.timezoneCode, format, pick.pick, zone];
      const values = [kit, chatforms].map((envelope) => envelope.data.formData[pick.elementId]);
      return `| ${[...cells, ...values.map((value) => `\`${JSON.stringify(value)}\``)].join(' | ')} |`;
    }),
  );
  const zones = [...measured].map(
    ([zone, { kit, chatforms }]) =>
      `| ${zone} | \`${kit.data.interactionTimezoneCode}\` | \`${chatforms.data.interactionTimezoneCode}\` |`,
  );
  const table = [
    '| mode | element zone | dateTimeFormat | picked | browser zone | kit sends | chatforms sends |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| browser zone | kit interactionTimezoneCode | chatforms interactionTimezoneCode |',
    '| --- | --- | --- |',
    ...zones,
  ];
  const folder = new URL('../reports/', import.meta.url);
  await mkdir(folder, { recursive: true });
  await writeFile(new URL('kit-dates.md', folder), `${table.join('\n')}\n`);
}

import { mkdir, writeFile } from 'node:fs/promises';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

import type { PageScripts } from './build-page-scripts.js';
import {
  datePicks,
  findChatformsInput,
  findKitInput,
  isRepeatedWallTime,
  writeOffset,
} from './date-picks.js';
import { type ContractServer, startContractServer } from './start-contract-server.js';

/** The part of a kit envelope the dates matrix compares. */
export interface Envelope {
  data: { interactionTimezoneCode: string; formData: Record<string, unknown> };
}

/** The kit's envelope and chatforms' for the same picks, from one browser zone. */
export interface ZoneSubmissions {
  kit: Envelope;
  chatforms: Envelope;
}

/** The contract server and one Chromium, shared by every zone of a test file. */
export interface DatesContract {
  /** Fills the dates form in the kit and in chatforms with the browser in `zone`, and submits both. */
  submitBoth(zone: string): Promise<ZoneSubmissions>;
  /** Writes `<reports>/kit-dates.md`: the values of every zone submitted so far, under `heading`. */
  writeMeasuredTable(reports: URL, heading: string): Promise<void>;
  close(): Promise<void>;
}

async function openPage(browser: Browser, url: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function waitForEnvelope(server: ContractServer, path: string): Promise<Envelope> {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length, {
      timeout: 10_000,
    })
    .toBe(1);
  return server.received.find((request) => request.path === path)?.body as Envelope;
}

async function submitKit(server: ContractServer, browser: Browser, zone: string, run: string) {
  const page = await openPage(browser, `${server.origin}/kit?form=dates&run=${run}`, zone);
  const bubble = page.locator('cometchat-form-bubble');
  for (const pick of datePicks) {
    await bubble.locator(`input#${pick.elementId}`).fill(findKitInput(pick, zone));
  }
  await bubble.locator('cometchat-button button').click();
  const envelope = await waitForEnvelope(server, `/submissions/kit/${run}`);
  await page.context().close();
  return envelope;
}

async function submitChatforms(
  server: ContractServer,
  browser: Browser,
  zone: string,
  run: string,
) {
  const page = await openPage(browser, `${server.origin}/chatforms?form=dates&run=${run}`, zone);
  for (const pick of datePicks) {
    await page.getByLabel(pick.label, { exact: true }).fill(findChatformsInput(pick));
  }
  await page.getByRole('button', { name: 'Send' }).click();
  const envelope = await waitForEnvelope(server, `/submissions/chatforms/${run}`);
  await page.context().close();
  return envelope;
}

/** Starts the contract server on `scripts` and launches Debian's Chromium. */
export async function startDatesContract(scripts: PageScripts): Promise<DatesContract> {
  const server = await startContractServer(scripts);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const measured = new Map<string, ZoneSubmissions>();
  return {
    async submitBoth(zone) {
      const run = zone.replace('/', '-');
      const kit = await submitKit(server, browser, zone, run);
      const chatforms = await submitChatforms(server, browser, zone, run);
      measured.set(zone, { kit, chatforms });
      return { kit, chatforms };
    },
    writeMeasuredTable: (reports, heading) => writeMeasuredTable(measured, reports, heading),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** What the kit must send from `zone`: the date and time picked, unchanged, a dateTime as the browser's wall time. */
export function findKitFormData(zone: string): Record<string, string> {
  return Object.fromEntries(datePicks.map((pick) => [pick.elementId, findKitInput(pick, zone)]));
}

/**
 * The kit's envelope as chatforms sends it by design: a dateTime whose wall time the reader's
 * clocks pass twice carries the offset of the instant chosen, which the kit's value leaves open.
 */
export function withChosenOffsets(kit: Envelope, zone: string): Envelope {
  const envelope = structuredClone(kit);
  for (const pick of datePicks) {
    const value = envelope.data.formData[pick.elementId];
    if (pick.mode === 'dateTime' && isRepeatedWallTime(pick.pick, zone))
      envelope.data.formData[pick.elementId] = `${String(value)}${writeOffset(pick.pick, zone)}`;
  }
  return envelope;
}

/** Whether chatforms sent the kit's value: equal, by the documented offset rule, or not. */
function compareValues(elementId: string, zone: string, kit: Envelope, chatforms: Envelope) {
  const sent = chatforms.data.formData[elementId];
  if (sent === kit.data.formData[elementId]) return 'yes';
  if (sent === withChosenOffsets(kit, zone).data.formData[elementId]) return 'by the offset rule';
  return '**no**';
}

/** mode × element zone × browser zone → the kit's value and chatforms', and each side's zone name. */
async function writeMeasuredTable(
  measured: Map<string, ZoneSubmissions>,
  reports: URL,
  heading: string,
): Promise<void> {
  // A run filtered to other tests measured nothing, and leaves the last table in place.
  if (measured.size === 0) return;
  const rows = datePicks.flatMap((pick) =>
    [...measured].map(([zone, { kit, chatforms }]) => {
      const format = pick.dateTimeFormat === undefined ? 'default' : `\`${pick.dateTimeFormat}\``;
      const cells = [pick.mode, pick.timezoneCode, format, pick.pick, zone];
      const values = [kit, chatforms].map((envelope) => envelope.data.formData[pick.elementId]);
      const written = values.map((value) => `\`${JSON.stringify(value)}\``);
      return `| ${[...cells, ...written, compareValues(pick.elementId, zone, kit, chatforms)].join(' | ')} |`;
    }),
  );
  const zones = [...measured].map(
    ([zone, { kit, chatforms }]) =>
      `| ${zone} | \`${kit.data.interactionTimezoneCode}\` | \`${chatforms.data.interactionTimezoneCode}\` |`,
  );
  const table = [
    heading,
    '',
    '| mode | element zone | dateTimeFormat | picked | browser zone | kit sends | chatforms sends | equal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| browser zone | kit interactionTimezoneCode | chatforms interactionTimezoneCode |',
    '| --- | --- | --- |',
    ...zones,
  ];
  await mkdir(reports, { recursive: true });
  await writeFile(new URL('kit-dates.md', reports), `${table.join('\n')}\n`);
}

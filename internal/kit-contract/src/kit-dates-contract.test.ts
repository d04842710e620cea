import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts, type PageScripts } from './build-page-scripts.js';
import { browserZones } from './date-picks.js';
import {
  type DatesContract,
  findKitFormData,
  startDatesContract,
  withChosenOffsets,
} from './dates-contract.js';

// The fast variant, with chatforms from the workspace sources and no build: internal/consumer's
// kit-dates.e2e.test.ts runs the same matrix with chatforms installed from the packed tarballs.
let scripts: PageScripts;
let contract: DatesContract;

beforeAll(async () => {
  scripts = await buildPageScripts();
  contract = await startDatesContract(scripts);
});

afterAll(async () => {
  await contract?.writeMeasuredTable(
    new URL('../reports/', import.meta.url),
    'chatforms from the workspace sources (`@chatforms/source`)',
  );
  await contract?.close();
});

test('the chatforms page is bundled from the workspace sources', () => {
  const packages = fileURLToPath(new URL('../../../packages/', import.meta.url));
  const sources = ['core', 'react'].map((name) => `${packages}${name}/src/`);
  for (const source of sources)
    expect(
      scripts.chatformsFiles.some((file) => file.startsWith(source)),
      source,
    ).toBe(true);
});

test.each(browserZones)(
  'the kit and <InteractiveForm> send the same dates, times and dateTimes from %s',
  async (zone) => {
    const { kit, chatforms } = await contract.submitBoth(zone);
    // What the kit sends, checked first, so the comparison below cannot pass on two empty bodies.
    expect(kit.data.formData).toEqual(findKitFormData(zone));
    expect(chatforms).toEqual(withChosenOffsets(kit, zone));
  },
);

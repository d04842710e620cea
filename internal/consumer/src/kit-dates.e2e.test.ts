import { join } from 'node:path';

import { repositoryRoot } from '@chatforms/docs';
import {
  browserZones,
  buildPageScripts,
  type DatesContract,
  findKitFormData,
  type PageScripts,
  startDatesContract,
  withChosenOffsets,
} from '@chatforms/kit-contract';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';

// kit-contract's dates matrix (the real web kit against <InteractiveForm>, five browser zones),
// with chatforms, react and react-dom taken from the React 19 app's node_modules: what npm
// installed from the packed tarballs, as a consumer gets them.
const { apps } = inject('consumer');
const app = apps[19];
let scripts: PageScripts;
let contract: DatesContract;

beforeAll(async () => {
  scripts = await buildPageScripts({ chatformsFrom: app });
  contract = await startDatesContract(scripts);
});

afterAll(async () => {
  await contract?.writeMeasuredTable(
    new URL('../reports/', import.meta.url),
    'chatforms from the packed tarballs, installed with npm in the consumer React 19 app',
  );
  await contract?.close();
});

test('the chatforms page is bundled from the tarballs npm installed, not from the workspace', () => {
  const installed = ['@chatforms/react', '@chatforms/core', 'react', 'react-dom'].map((name) =>
    join(app, 'node_modules', name, '/'),
  );
  for (const folder of installed)
    expect(
      scripts.chatformsFiles.some((file) => file.startsWith(folder)),
      folder,
    ).toBe(true);
  // Only the page itself comes from the repository; no package falls back to the workspace.
  const fromRepository = scripts.chatformsFiles.filter((file) => file.startsWith(repositoryRoot));
  expect(fromRepository).toEqual([
    join(repositoryRoot, 'internal/kit-contract/src/chatforms-page.tsx'),
  ]);
  expect(app.startsWith(repositoryRoot)).toBe(false);
});

test.each(browserZones)(
  'the kit and the installed <InteractiveForm> send the same dates, times and dateTimes from %s',
  async (zone) => {
    const { kit, chatforms } = await contract.submitBoth(zone);
    // What the kit sends, checked first, so the comparison below cannot pass on two empty bodies.
    expect(kit.data.formData).toEqual(findKitFormData(zone));
    expect(chatforms).toEqual(withChosenOffsets(kit, zone));
  },
);

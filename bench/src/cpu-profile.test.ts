import { expect, test } from 'vitest';

import {
  addProfile,
  type CpuProfile,
  createProfileTally,
  findPackageOfSource,
  type FindSourcePlace,
} from './cpu-profile.js';

test('names the package of a dependency, of a workspace package and of the bench pages', () => {
  expect(
    findPackageOfSource(
      'node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/client.js',
    ),
  ).toBe('react-dom');
  expect(
    findPackageOfSource(
      'node_modules/.pnpm/@floating-ui+dom@1.0.0/node_modules/@floating-ui/dom/x.js',
    ),
  ).toBe('@floating-ui/dom');
  expect(findPackageOfSource('packages/core/dist/parse-message.js')).toBe('@chatforms/core');
  expect(findPackageOfSource('internal/fixtures/src/index.ts')).toBe('@chatforms/fixtures');
  expect(findPackageOfSource('bench/pages/bench-page.ts')).toBe('bench harness');
});

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});

// root → readFormMessage (chatforms react) → parse (zod) → Array.map (native)
//      → completeWork (react-dom) → createElement (native)
//      → (program), (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 7, 8] },
    { id: 2, callFrame: frame('readFormMessage', 'http://x/assets/page.js', 10), children: [3] },
    { id: 3, callFrame: frame('parse', 'http://x/assets/page.js', 20), children: [4] },
    { id: 4, callFrame: frame('map') },
    { id: 5, callFrame: frame('completeWork', 'http://x/assets/page.js', 30), children: [6] },
    { id: 6, callFrame: frame('createElement') },
    { id: 7, callFrame: frame('(program)') },
    { id: 8, callFrame: frame('(idle)') },
  ],
  // The first and last samples span the profiler's start and stop, and are left out.
  samples: [7, 2, 3, 4, 6, 6, 5, 7, 8, 7],
  timeDeltas: [30_000, 100, 200, 300, 400, 500, 600, 700, 800, 5_000],
};

const files: Record<number, string> = {
  10: 'packages/react/dist/read-form-message.js',
  20: 'node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/schemas.js',
  30: 'node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/client.js',
};
const findPlace: FindSourcePlace = (_url, line) => ({ file: files[line] as string, line });

test('charges JavaScript to its package and a native call to the package that made it', () => {
  const tally = createProfileTally();
  addProfile(tally, profile, findPlace);
  expect(tally.profileCount).toBe(1);
  expect(tally.busyMs).toBeCloseTo(2.8);
  expect(Object.fromEntries(tally.packages)).toEqual({
    '@chatforms/react': { scriptMs: 0.1, nativeMs: 0 },
    zod: { scriptMs: 0.2, nativeMs: 0.3 },
    'react-dom': {
      scriptMs: expect.closeTo(0.6) as number,
      nativeMs: expect.closeTo(0.9) as number,
    },
    'browser, outside JavaScript (style, layout, tasks)': { scriptMs: 0, nativeMs: 0.7 },
  });
  expect(tally.functions.get('react-dom createElement native')?.selfMs).toBeCloseTo(0.9);
});

test("counts a chatforms function's callees in its inclusive time, once a sample", () => {
  const tally = createProfileTally();
  addProfile(tally, profile, findPlace);
  addProfile(tally, profile, findPlace);
  expect(tally.profileCount).toBe(2);
  expect(
    tally.chatformsInclusive.get('readFormMessage (packages/react/dist/read-form-message.js:10)'),
  ).toBeCloseTo(1.2);
  expect(tally.chatformsInclusive.size).toBe(1);
});

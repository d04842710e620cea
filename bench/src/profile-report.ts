import type { ScenarioProfile } from './mount-profile.js';
import { formatNumber, table } from './report-format.js';

// The packages the mount's time is read by, in this order; any other comes after them.
const namedPackages = [
  'react-dom',
  'scheduler',
  'react',
  'react-hook-form',
  'zod',
  '@chatforms/core',
  '@chatforms/react',
  'bench harness',
  'browser, outside JavaScript (style, layout, tasks)',
  'garbage collection',
];

const perMount = (profile: ScenarioProfile, ms: number) =>
  formatNumber(ms / profile.tally.profileCount);

/** Busy ms a mount by package (its JavaScript and the DOM and built-in calls it made), scenarios side by side. */
function renderPackageTable(profiles: readonly ScenarioProfile[]): string {
  const others = new Set(profiles.flatMap((profile) => [...profile.tally.packages.keys()]));
  for (const name of namedPackages) others.delete(name);
  const rows = [...namedPackages, ...others].map((name) => [
    name,
    ...profiles.map((profile) => {
      const owner = profile.tally.packages.get(name);
      if (owner === undefined) return '–';
      return `${perMount(profile, owner.scriptMs)} + ${perMount(profile, owner.nativeMs)}`;
    }),
  ]);
  rows.push([
    '**busy in all**',
    ...profiles.map((profile) => `**${perMount(profile, profile.tally.busyMs)}**`),
  ]);
  return table(
    [
      'package: own JS + DOM and built-in calls, ms a mount',
      ...profiles.map((p) => p.scenario.title),
    ],
    rows,
  );
}

/** The functions with the most self time in one scenario. */
function renderTopFunctions(profile: ScenarioProfile, count: number): string {
  const functions = [...profile.tally.functions.values()]
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count);
  return table(
    ['function', 'package', 'where', 'self ms a mount'],
    functions.map((entry) => [
      `\`${entry.name}\``,
      entry.package,
      entry.place,
      perMount(profile, entry.selfMs),
    ]),
  );
}

/** chatforms' functions by the time spent with them on the stack, callees of every package included. */
function renderChatformsInclusive(profile: ScenarioProfile, count: number): string {
  const functions = [...profile.tally.chatformsInclusive.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
  return table(
    ['chatforms function (with what it calls)', 'ms a mount'],
    functions.map(([name, ms]) => [`\`${name}\``, perMount(profile, ms)]),
  );
}

/** The profile's report in Markdown: packages side by side, then each chatforms scenario's functions. */
export function renderMountProfile(profiles: readonly ScenarioProfile[]): string {
  const sections = [
    '## Busy time a mount, by package',
    `Sampled every 100 µs; mounts a scenario: ${profiles.map((p) => `${p.scenario.title} ${p.tally.profileCount}`).join(', ')}.`,
    renderPackageTable(profiles),
  ];
  for (const profile of profiles) {
    sections.push(`## ${profile.scenario.title}: top functions by self time`);
    sections.push(renderTopFunctions(profile, 15));
    if (profile.tally.chatformsInclusive.size === 0) continue;
    sections.push(`### ${profile.scenario.title}: chatforms' functions with their callees`);
    sections.push(renderChatformsInclusive(profile, 25));
  }
  return `${sections.join('\n\n')}\n`;
}

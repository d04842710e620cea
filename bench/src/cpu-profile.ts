import { relative, resolve } from 'node:path';

/** The parts of a V8 CPU profile (CDP `Profiler.Profile`) this module reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a function of a page's script was written: its original file and line. */
export interface SourcePlace {
  /** The original file, relative to the repository's root (`node_modules/.pnpm/…` for a dependency). */
  file: string;
  line: number;
}

/** Finds the original place of a position in a served script (0-based line and column), if known. */
export type FindSourcePlace = (
  url: string,
  line: number,
  column: number,
) => SourcePlace | undefined;

/** Busy time of one profiled step, attributed to packages and functions. */
export interface ProfileTally {
  /** How many profiles (mounts) were added. */
  profileCount: number;
  /** Every sample's time that was not idle, in ms. */
  busyMs: number;
  /** Self time by package: its own JavaScript, and the DOM and built-in calls it made. */
  packages: Map<string, { scriptMs: number; nativeMs: number }>;
  /** Self time by function, natives under the package that called them. */
  functions: Map<string, { package: string; name: string; place: string; selfMs: number }>;
  /** Time with a chatforms function anywhere on the stack, once a sample per function. */
  chatformsInclusive: Map<string, number>;
}

/** Creates an empty tally to add profiles to. */
export function createProfileTally(): ProfileTally {
  return {
    profileCount: 0,
    busyMs: 0,
    packages: new Map(),
    functions: new Map(),
    chatformsInclusive: new Map(),
  };
}

/**
 * The package an original source file belongs to: the last `node_modules/<name>` in its path, a
 * workspace folder (`packages/core` is `@chatforms/core`), or the bench's own pages.
 */
export function findPackageOfSource(file: string): string {
  const modules = file.split('node_modules/');
  if (modules.length > 1) {
    const [scope = '', name = ''] = (modules.at(-1) as string).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /(?:^|\/)(?:packages|internal)\/([^/]+)\//.exec(file);
  if (workspace) return `@chatforms/${workspace[1]}`;
  if (/(?:^|\/)bench\//.test(file)) return 'bench harness';
  return 'bundler runtime';
}

/** A source path from a source map, relative to the repository's root. */
export function toRepositoryPath(mapFolder: string, source: string, repositoryRoot: string) {
  return relative(repositoryRoot, resolve(mapFolder, source));
}

const browserWork = 'browser, outside JavaScript (style, layout, tasks)';

// V8's own nodes: no JavaScript runs in them.
const browserNodes: Record<string, string> = {
  '(root)': '(root)',
  '(program)': browserWork,
  '(garbage collector)': 'garbage collection',
};

type ProfileNode = CpuProfile['nodes'][number];

interface Frame {
  package: string;
  name: string;
  place: string;
  isNative: boolean;
}

/** Names each node of a profile: its package, function and place, natives under their caller's package. */
function describeNodes(profile: CpuProfile, findPlace: FindSourcePlace) {
  const parents = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  const frames = new Map<number, Frame>();
  const describe = (node: ProfileNode): Frame => {
    const known = frames.get(node.id);
    if (known !== undefined) return known;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    let frame: Frame;
    if (url === '') {
      // A DOM call or built-in counts for the package whose JavaScript called it.
      const parent = parents.get(node.id);
      const caller = parent === undefined ? undefined : describe(parent).package;
      const owner = browserNodes[name] ?? (caller === '(root)' ? undefined : caller) ?? browserWork;
      frame = { package: owner, name, place: 'native', isNative: true };
    } else {
      const place = findPlace(url, lineNumber, columnNumber);
      frame = {
        package: place === undefined ? 'unmapped' : findPackageOfSource(place.file),
        name,
        place: place === undefined ? url : `${place.file}:${place.line}`,
        isNative: false,
      };
    }
    frames.set(node.id, frame);
    return frame;
  };
  return { byId, parents, describe };
}

/** Adds one profile to a tally: self time by package and function, chatforms' inclusive time. */
export function addProfile(tally: ProfileTally, profile: CpuProfile, findPlace: FindSourcePlace) {
  const { byId, parents, describe } = describeNodes(profile, findPlace);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  tally.profileCount += 1;
  for (const [index, id] of samples.entries()) {
    const node = byId.get(id);
    const ms = (deltas[index] ?? 0) / 1000;
    // A sample's delta is the time since the one before: the first spans the profiler's own
    // start (logging every compiled function: about 5 to 30 ms) and the last its stop.
    const isProfilerWork = index === 0 || index === samples.length - 1;
    if (node === undefined || isProfilerWork || node.callFrame.functionName === '(idle)') continue;
    const frame = describe(node);
    tally.busyMs += ms;
    const owner = tally.packages.get(frame.package) ?? { scriptMs: 0, nativeMs: 0 };
    if (frame.isNative) owner.nativeMs += ms;
    else owner.scriptMs += ms;
    tally.packages.set(frame.package, owner);
    const key = `${frame.package} ${frame.name} ${frame.place}`;
    const entry = tally.functions.get(key) ?? { ...frame, selfMs: 0 };
    entry.selfMs += ms;
    tally.functions.set(key, entry);
    const seen = new Set<string>();
    for (let at: ProfileNode | undefined = node; at !== undefined; at = parents.get(at.id)) {
      const caller = describe(at);
      const name = `${caller.name} (${caller.place})`;
      if (!caller.package.startsWith('@chatforms/') || seen.has(name)) continue;
      seen.add(name);
      tally.chatformsInclusive.set(name, (tally.chatformsInclusive.get(name) ?? 0) + ms);
    }
  }
}

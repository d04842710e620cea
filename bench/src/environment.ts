import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

import { benchFolder } from './build-pages.js';

/** The packages whose versions the report names. */
const measuredPackages = [
  '@chatforms/core',
  '@chatforms/react',
  '@rjsf/core',
  '@rjsf/utils',
  '@rjsf/validator-ajv8',
  'adaptivecards',
  'react',
  'react-dom',
  'ajv',
  'tinybench',
  'vite',
  'playwright-core',
] as const;

/** Where and with what the numbers were measured. */
export interface Environment {
  cpuCount: number;
  cpuModel: string;
  node: string;
  /** 1-minute load average when the run started: other work on the machine skews timings. */
  loadAverage: number;
  versions: Record<string, string>;
}

function readVersion(name: string): string {
  const manifest = readFileSync(`${benchFolder}node_modules/${name}/package.json`, 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** Reads the machine and the installed versions of every measured package. */
export function readEnvironment(): Environment {
  const processors = cpus();
  return {
    cpuCount: processors.length,
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    node: process.version,
    loadAverage: loadavg()[0] ?? 0,
    versions: Object.fromEntries(measuredPackages.map((name) => [name, readVersion(name)])),
  };
}

import { inject } from 'vitest';

import type { PreparedAppName } from './prepare-apps.js';

/** In a test file: the folder of an app the global setup made; throws its error if it failed. */
export function usePreparedApp(name: PreparedAppName): string {
  const prepared = inject('consumer').prepared[name];
  if (prepared.error !== undefined)
    throw new Error(`the global setup could not make the ${name} app: ${prepared.error}`);
  return prepared.folder;
}

import type { TestProject } from 'vitest/node';

import { startBuilderProcess } from './start-builder.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the builder server the e2e files share. */
    builderUrl: string;
  }
}

/** Starts one builder server for the e2e files (start-builder.ts), while the unit tests run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startBuilderProcess();
  project.provide('builderUrl', server.url);
  return () => server.stop();
}

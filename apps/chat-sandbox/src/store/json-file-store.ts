import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

import type { z } from 'zod';

import { writeFileAtomically } from './write-file-atomically.js';

/** A JSON document kept in memory and mirrored to one file, with serialized atomic writes. */
export interface JsonFileStore<State> {
  /** The current state; treat it as read-only and change it through `update`. */
  read(): State;
  /** Applies a change at once and resolves with its result when the change is on disk. */
  update<Result>(change: (state: State) => Result): Promise<Result>;
  /** Resolves when every change made so far is on disk. */
  flush(): Promise<void>;
}

/** Options of `createJsonFileStore`. */
export interface JsonFileStoreOptions<State> {
  filePath: string;
  schema: z.ZodType<State>;
  createInitialState: () => State;
  /** Writes the state as JSON text; default `JSON.stringify`. */
  serialize?: (state: State) => string;
}

/** Opens (or creates) a file-backed JSON store; changes made while a write runs share the next write. */
export function createJsonFileStore<State>(
  options: JsonFileStoreOptions<State>,
): JsonFileStore<State> {
  const { filePath, serialize = JSON.stringify } = options;
  mkdirSync(dirname(filePath), { recursive: true });
  const state = loadState(options);
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  function startWrite(): Promise<void> {
    const write: Promise<void> = writeFileAtomically(filePath, serialize(state)).finally(() => {
      if (running === write) running = undefined;
    });
    running = write;
    return write;
  }

  function scheduleWrite(): Promise<void> {
    if (queued) return queued;
    if (!running) return startWrite();
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return startWrite();
      });
    return queued;
  }

  return {
    read: () => state,
    async update(change) {
      const result = change(state);
      await scheduleWrite();
      return result;
    },
    async flush() {
      await (queued ?? running);
    },
  };
}

function loadState<State>(options: JsonFileStoreOptions<State>): State {
  let text: string;
  try {
    text = readFileSync(options.filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return options.createInitialState();
    throw error;
  }
  const parsed = options.schema.safeParse(parseJson(text));
  if (!parsed.success) {
    throw new Error(
      `${options.filePath} is not a valid sandbox data file (${parsed.error.message}); move it aside to start with an empty store.`,
    );
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

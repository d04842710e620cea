import type { Issue } from './issue.js';

/** How strictly to read a message. */
export interface ParseOptions {
  /**
   * `strict` (default): an unknown elementType is an issue. `lenient` (the renderer's mode): an
   * unknown element in formFields is dropped with a warning so the rest of the form still shows.
   */
  mode?: 'strict' | 'lenient';
}

/** What a normalisation pass found: one warning per change, and the conflicts it could not resolve. */
export interface NormaliseReport {
  warnings: Issue[];
  errors: Issue[];
}

/** A normalisation pass over a whole message: the rewritten value and its report. */
export interface Normalised extends NormaliseReport {
  value: unknown;
}

/** A JSON object being normalised. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The canonical type a name or one of its aliases stands for, if any definition claims it. */
export function findCanonicalType(
  name: string,
  definitions: Iterable<{ type: string; aliases?: readonly string[] | undefined }>,
): string | undefined {
  let byAlias: string | undefined;
  for (const definition of definitions) {
    if (definition.type === name) return name;
    if (byAlias === undefined && definition.aliases?.includes(name)) byAlias = definition.type;
  }
  return byAlias;
}

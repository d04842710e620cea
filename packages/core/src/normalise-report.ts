import type { Issue } from './issue.js';

/**
 * An element lenient mode keeps although it fails its schema: a stand-in that passes, and how to
 * put the written parts back into the parsed stand-in.
 */
export interface KeptElement {
  standIn: JsonObject;
  restore(parsed: JsonObject): JsonObject;
}

/** What a normalisation pass found: one warning per change, and the conflicts it could not resolve. */
export interface NormaliseReport {
  warnings: Issue[];
  errors: Issue[];
  /** Lenient mode only: elements kept as written although they fail their schema, by elementId. */
  kept?: Map<string, KeptElement>;
}

/** A normalisation pass over a whole message: the rewritten value and its report. */
export interface Normalised {
  value: unknown;
  warnings: Issue[];
  errors: Issue[];
}

/**
 * Names any value for a message without converting it: `String()` throws on `{"toString": 1}` and
 * overflows the stack on deeply nested arrays.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
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

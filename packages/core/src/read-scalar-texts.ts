import type { z } from 'zod/mini';

import { createIssue, type JsonPath } from './issue.js';
import type { JsonObject, NormaliseReport } from './normalise-report.js';

/** The scalar types a loosely typed backend writes as text. */
type ScalarKind = 'boolean' | 'number';

/** Wrappers that leave the type of a value as it is. */
const passThroughTypes = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly']);

// Read once per schema: a chat history parses the same few element types again and again.
const scalarKeysBySchema = new WeakMap<z.core.$ZodType, ReadonlyMap<string, ScalarKind>>();

/** The scalar type a schema holds under optional, default and the like, if it is a boolean or number. */
function findScalarKind(schema: z.core.$ZodType): ScalarKind | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current !== undefined) {
    const definition: z.core.$ZodTypeDef = current._zod.def;
    if (definition.type === 'boolean' || definition.type === 'number') return definition.type;
    if (!passThroughTypes.has(definition.type)) return undefined;
    current = (definition as { innerType?: z.core.$ZodType }).innerType;
  }
  return undefined;
}

/** The keys of an object schema whose values are booleans or numbers; none for another schema. */
function findScalarKeys(schema: z.core.$ZodType): ReadonlyMap<string, ScalarKind> {
  const known = scalarKeysBySchema.get(schema);
  if (known !== undefined) return known;
  const keys = new Map<string, ScalarKind>();
  const definition = schema._zod.def;
  if (definition.type === 'object') {
    for (const [key, value] of Object.entries((definition as z.core.$ZodObjectDef).shape)) {
      const kind = findScalarKind(value);
      if (kind !== undefined) keys.set(key, kind);
    }
  }
  scalarKeysBySchema.set(schema, keys);
  return keys;
}

const numberText = /^-?\d+(?:\.\d+)?$/;

/** The boolean or number a text stands for, written as JSON would write it; undefined otherwise. */
function readScalarText(text: string, kind: ScalarKind): boolean | number | undefined {
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return numberText.test(text) ? Number(text) : undefined;
}

/**
 * Lenient mode: where `schema` expects a boolean or a number and `object` has its text
 * (`optional: "false"`, `maxLines: "1"`, as loosely typed backends send), reads the value, with a
 * `normalised_value` warning each. Driven by the schema, so a key added to a schema is covered.
 */
export function readScalarTexts(
  object: JsonObject,
  schema: z.core.$ZodType,
  path: JsonPath,
  report: NormaliseReport,
): void {
  for (const [key, kind] of findScalarKeys(schema)) {
    const written = object[key];
    if (typeof written !== 'string') continue;
    const value = readScalarText(written, kind);
    if (value === undefined) continue;
    object[key] = value;
    report.warnings.push(
      createIssue(
        [...path, key],
        'normalised_value',
        `${key} ${JSON.stringify(written)} is text; read as the ${kind} ${String(value)}`,
      ),
    );
  }
}

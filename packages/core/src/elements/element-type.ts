import type { z } from 'zod/mini';

import type { WriteOptions } from '../actions/write-action.js';
import type { Issue, JsonPath } from '../issue.js';
import type { KeptElement, NormaliseReport } from '../normalise-report.js';
import type { FormValue, ValueCheck } from './values.js';

/** The keys every element has, whatever its type. */
export interface ElementShape {
  elementType: string;
  elementId: string;
}

/** A schema of one element type: an object with its `elementType` literal and `elementId`. */
export type ElementSchema = z.ZodMiniType<ElementShape, unknown>;

/** How an input element's value starts and is checked. */
export interface InputBehaviour<E> {
  getDefaultValue(element: E): FormValue;
  createValueSchema(element: E): z.ZodMiniType<FormValue, unknown>;
  /**
   * The same rules as plain code, compiled once per form; validateSubmission prefers it to
   * `createValueSchema`, which an added type may give alone.
   */
  createValueCheck?(element: E): ValueCheck;
  /** Rewrites a valid control value into the value sent, where the two differ. */
  formatValue?(element: E, value: FormValue): FormValue;
  /** Rewrites a valid control value into what the chat service's web kit sends, for a reader in `timeZone`. */
  formatKitValue?(element: E, value: FormValue, timeZone: string): FormValue;
  /** Reads back what `formatKitValue` sent for a reader in `timeZone`: the control value it came from. */
  readKitValue?(element: E, value: FormValue, timeZone: string): FormValue;
}

/**
 * Everything core knows about one element type. Each type's module declares its own; shared code
 * asks the definition instead of branching on a type name.
 */
export interface ElementTypeDefinition<
  S extends ElementSchema = ElementSchema,
  E extends ElementShape = z.output<S>,
> {
  /** The `elementType` this definition reads. */
  type: E['elementType'];
  /** The schema of one element of this type, `elementType` literal included. */
  schema: S;
  /** Other names existing chat kits use for this type; parsing renames them with a warning. */
  aliases?: readonly string[];
  /** How its value behaves, or null for elements that submit nothing (labels, buttons). */
  input: InputBehaviour<E> | null;
  /**
   * True when a reader presses it (buttons): a press is the only interaction recorded, so only these
   * can be members of an interaction goal.
   */
  pressable?: boolean;
  /** True when `defaultValue: ""` means "no default", so parsing drops it with a warning. */
  emptyDefaultMeansNone?: boolean;
  /**
   * The keys of an element that hold text for the reader, which a form's `translations` may give in
   * other languages; `label` and `placeholder` when not given. An element's option labels are always
   * translatable.
   */
  texts?: readonly string[];
  /** The name of the function core exports to create one, for code generators; none for added types. */
  factoryName?: string;
  /** The element an editor adds when an author picks this type. */
  createStarter(elementId: string): E;
  /** A realistic sample of this type, for docs and `chatforms example`. */
  createExample(): E;
  /** Normalises what the element nests (a button's action) before it is checked. */
  normaliseParts?(element: Record<string, unknown>, path: JsonPath, report: NormaliseReport): void;
  /**
   * Lenient mode: how to keep an element whose only problems are `issues` (paths relative to the
   * element), shown but unusable; undefined when such an element cannot be shown at all.
   */
  keepUnusable?(
    element: Record<string, unknown>,
    issues: readonly Issue[],
  ): KeptElement | undefined;
  /**
   * Lenient mode: replaces the parts of an element failing with `issues` that the chat service's
   * kit ignores (a dateTime's unusable dateTimeFormat) by what the kit uses instead, in place.
   * Returns one warning per change, paths relative to the element; none when nothing applies.
   */
  replaceIgnoredParts?(element: Record<string, unknown>, issues: readonly Issue[]): Issue[];
  /**
   * For a type the spec does not have: the spec element (same elementId) that the chat service's
   * stock kits render in its place, since they skip an elementType they do not know.
   */
  toSpecElement?(element: E): ElementShape;
  /** Writes what the element nests (a button's action) in the names `options` asks for. */
  writeParts?(element: Record<string, unknown>, options: WriteOptions): Record<string, unknown>;
}

/**
 * Declares an element type. The built-in types are declared this way; a new type is one module
 * with one such call, passed to `registerElementType`.
 * @example
 * export const sliderElementType = defineElementType({
 *   type: 'slider', schema: sliderElementSchema, input: { getDefaultValue: () => '', createValueSchema },
 *   createStarter: (elementId) => ({ elementType: 'slider', elementId, label: 'Pick a value', max: 5 }),
 *   createExample: () => ({ elementType: 'slider', elementId: 'stars', label: 'Your stay', max: 5 }),
 * });
 */
export function defineElementType<S extends ElementSchema>(
  definition: ElementTypeDefinition<S>,
): ElementTypeDefinition<S> {
  return definition;
}

/** The keys of a type's elements that a translation may give: its `texts`, or `label` and `placeholder`. */
export function listTextKeys(definition: Pick<ElementTypeDefinition, 'texts'>): readonly string[] {
  return definition.texts ?? ['label', 'placeholder'];
}

/** The name of a type's schema in the JSON Schema's `$defs`. */
export function getJsonSchemaName(type: string): string {
  return `${type}Element`;
}

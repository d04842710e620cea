import type { ElementRegistry } from './elements/element-registry.js';
import { listTextKeys } from './elements/element-type.js';
import { dropBrokenVisibilityRules } from './elements/visibility-rules.js';
import { createIssue, type JsonPath } from './issue.js';
import { degradeElement, normaliseElement } from './normalise-element.js';
import {
  describeValue,
  isJsonObject,
  type JsonObject,
  type NormaliseReport,
} from './normalise-report.js';
import type { ParseOptions } from './parse-options.js';
import { readScalarTexts } from './read-scalar-texts.js';
import { type PlacedElement, separateSharedIds } from './separate-shared-ids.js';
import { dropBrokenTranslations } from './translations/form-translations.js';

/** How far normalising goes: ParseOptions with the registry chosen, and whether lenient mode degrades elements now. */
export interface NormaliseOptions extends ParseOptions {
  registry: ElementRegistry;
  /**
   * Lenient mode only: leave each element as written, to be degraded in a second pass if the whole
   * message fails. A message that parses has no element to degrade, so its elements are checked once.
   */
  deferDegrading?: boolean;
}

/** A normalised form, and for each id its elements shared, the id a press of it means now. */
export interface NormalisedForm {
  form: unknown;
  pressIds: ReadonlyMap<string, string>;
}

/** normaliseElement, then in lenient mode booleans and numbers written as text read as such. */
function normaliseFormElement(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: NormaliseOptions,
): unknown {
  const element = normaliseElement(raw, path, report, options.registry);
  const definition = isJsonObject(element) ? options.registry.find(element.elementType) : undefined;
  if (options.mode === 'lenient' && definition !== undefined)
    readScalarTexts(element as JsonObject, definition.schema, path, report);
  return element;
}

/** The elements whose ids count: every known one (lenient mode skips the others), where written. */
function placeKnownElements(
  fields: readonly unknown[],
  submitElement: unknown,
  registry: ElementRegistry,
): PlacedElement[] {
  const placed: PlacedElement[] = [];
  fields.forEach((element, index) => {
    if (isJsonObject(element) && registry.find(element.elementType) !== undefined)
      placed.push({ path: ['formFields', index], element });
  });
  if (isJsonObject(submitElement)) placed.push({ path: ['submitElement'], element: submitElement });
  return placed;
}

/** normaliseInteractiveData, with the ids presses mean after lenient mode kept shared ids apart. */
export function normaliseFormInto(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: NormaliseOptions,
): NormalisedForm {
  if (!isJsonObject(raw)) return { form: raw, pressIds: new Map() };
  const { registry } = options;
  const form = { ...raw };
  const lenient = options.mode === 'lenient';
  const degrades = lenient && options.deferDegrading !== true;
  const fields = Array.isArray(form.formFields)
    ? form.formFields.map((element, index) =>
        normaliseFormElement(element, [...path, 'formFields', index], report, options),
      )
    : undefined;
  if (form.submitElement !== undefined)
    form.submitElement = normaliseFormElement(
      form.submitElement,
      [...path, 'submitElement'],
      report,
      options,
    );
  // Before degrading: lenient mode keeps an unusable element by its id, which must be its own.
  const pressIds = lenient
    ? separateSharedIds(
        placeKnownElements(fields ?? [], form.submitElement, registry),
        path,
        report,
        registry,
      )
    : new Map<string, string>();
  if (fields !== undefined) {
    // Before degrading, which would judge an element by a rule the kit ignores anyway.
    if (lenient) {
      const isInputType = (type: unknown) => (registry.find(type)?.input ?? null) !== null;
      report.warnings.push(...dropBrokenVisibilityRules(fields, path, isInputType));
    }
    const degraded = fields.map((element, index) =>
      degrades
        ? degradeElement(element, [...path, 'formFields', index], report, registry)
        : element,
    );
    form.formFields = degraded.filter((element, index) => {
      if (!lenient || !isJsonObject(element) || registry.find(element.elementType)) return true;
      const type = isJsonObject(element)
        ? describeValue(element.elementType)
        : describeValue(element);
      report.warnings.push(
        createIssue(
          [...path, 'formFields', index],
          'skipped_element',
          `element of unknown type ${type} skipped`,
        ),
      );
      return false;
    });
  }
  if (degrades && form.submitElement !== undefined)
    form.submitElement = degradeElement(
      form.submitElement,
      [...path, 'submitElement'],
      report,
      registry,
    );
  // After the elements are read: a translation of an element lenient mode skipped is dropped too.
  if (lenient)
    report.warnings.push(
      ...dropBrokenTranslations(form, path, (type) => {
        const definition = registry.find(type);
        return definition && listTextKeys(definition);
      }),
    );
  return { form, pressIds };
}

/**
 * Normalises every element of a form; in lenient mode reads booleans and numbers written as text,
 * keeps elements that share an id apart, degrades failing elements and drops formFields of unknown type.
 */
export function normaliseInteractiveData(
  raw: unknown,
  path: JsonPath,
  report: NormaliseReport,
  options: NormaliseOptions,
): unknown {
  return normaliseFormInto(raw, path, report, options).form;
}

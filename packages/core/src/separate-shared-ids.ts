import type { ElementRegistry } from './elements/element-registry.js';
import { createIssue, type Issue, type JsonPath } from './issue.js';
import { isJsonObject, type JsonObject, type NormaliseReport } from './normalise-report.js';

/** One element of a form, where it is written (relative to the form). */
export interface PlacedElement {
  path: JsonPath;
  element: JsonObject;
}

/** The first element that carried an id, and how many have carried it so far. */
interface FirstHolder {
  place: PlacedElement;
  count: number;
}

/**
 * The id of the `occurrence`th element carrying `elementId`: `<elementId>~<n>`, n starting at the
 * occurrence and raised past every id of the form, so it never takes another element's id.
 */
function deriveElementId(elementId: string, occurrence: number, taken: Set<string>): string {
  let number = occurrence;
  while (taken.has(`${elementId}~${number}`)) number += 1;
  return `${elementId}~${number}`;
}

/** Says what the kit does with the id both elements carry: its formData is keyed by elementId. */
function describeKitKey(
  elementId: string,
  first: PlacedElement,
  later: JsonObject,
  registry: ElementRegistry,
): string {
  const submitsValue = (element: JsonObject) =>
    (registry.find(element.elementType)?.input ?? null) !== null;
  const firstPlace = first.path.join('.');
  if (!submitsValue(later))
    return submitsValue(first.element)
      ? `it submits no value: the kit's formData key "${elementId}" stays ${firstPlace}'s`
      : 'neither submits a value';
  if (!submitsValue(first.element)) return `the kit submits its value under "${elementId}"`;
  return `the kit submits its value under "${elementId}" too, overwriting ${firstPlace}'s`;
}

/**
 * Lenient mode: elements that share an id are kept apart by position. The first keeps the id; each
 * later one gets a derived id (`deriveElementId`), with a `renamed_duplicate_id` warning. Returns,
 * for each shared id, the id a press of it means where that changed: the first button carrying it,
 * since only buttons are pressed (an interaction goal and interactions name presses).
 */
export function separateSharedIds(
  elements: readonly PlacedElement[],
  formPath: JsonPath,
  report: NormaliseReport,
  registry: ElementRegistry,
): Map<string, string> {
  const taken = new Set<string>();
  for (const { element } of elements)
    if (typeof element.elementId === 'string') taken.add(element.elementId);
  const firstHolders = new Map<string, FirstHolder>();
  const pressIds = new Map<string, string>();
  for (const place of elements) {
    const { element } = place;
    const elementId = element.elementId;
    if (typeof elementId !== 'string' || elementId === '') continue;
    const pressable = registry.find(element.elementType)?.pressable === true;
    const holder = firstHolders.get(elementId);
    if (holder === undefined) {
      firstHolders.set(elementId, { place, count: 1 });
      if (pressable) pressIds.set(elementId, elementId);
      continue;
    }
    holder.count += 1;
    const derived = deriveElementId(elementId, holder.count, taken);
    taken.add(derived);
    element.elementId = derived;
    // The kit names a pressed button by the id as written: the request sends it again from here.
    element.writtenElementId = elementId;
    if (pressable && !pressIds.has(elementId)) pressIds.set(elementId, derived);
    report.warnings.push(
      createIssue(
        [...formPath, ...place.path, 'elementId'],
        'renamed_duplicate_id',
        `elementId "${elementId}" is already used by ${holder.place.path.join('.')}; read as "${derived}" (${describeKitKey(elementId, holder.place, element, registry)})`,
      ),
    );
  }
  for (const [elementId, pressId] of pressIds)
    if (pressId === elementId) pressIds.delete(elementId);
  return pressIds;
}

/** Renames each item (a goal elementId, an interaction) whose id a press of now means another id. */
function renamePressedIds<T>(
  items: readonly T[],
  readId: (item: T) => unknown,
  writeId: (item: T, elementId: string) => T,
  pressIds: ReadonlyMap<string, string>,
  describe: (index: number, elementId: string, pressId: string) => Issue,
  report: NormaliseReport,
): T[] {
  return items.map((item, index) => {
    const elementId = readId(item);
    const pressId = typeof elementId === 'string' ? pressIds.get(elementId) : undefined;
    if (pressId === undefined || typeof elementId !== 'string') return item;
    report.warnings.push(describe(index, elementId, pressId));
    return writeId(item, pressId);
  });
}

/**
 * Points the goal's elementIds and the recorded interactions of a message's `data` at the button
 * a shared id means (`separateSharedIds`), each with a `renamed_duplicate_id` warning.
 */
export function pointPressesAtButtons(
  data: JsonObject,
  pressIds: ReadonlyMap<string, string>,
  report: NormaliseReport,
): void {
  if (pressIds.size === 0) return;
  const goal = data.interactionGoal;
  if (isJsonObject(goal) && Array.isArray(goal.elementIds)) {
    const path = ['data', 'interactionGoal', 'elementIds'];
    const elementIds = renamePressedIds(
      goal.elementIds as unknown[],
      (elementId) => elementId,
      (_elementId, pressId) => pressId,
      pressIds,
      (index, elementId, pressId) =>
        createIssue(
          [...path, index],
          'renamed_duplicate_id',
          `"${elementId}" is shared; read as the button "${pressId}", since a goal counts presses`,
        ),
      report,
    );
    data.interactionGoal = { ...goal, elementIds };
  }
  if (Array.isArray(data.interactions)) {
    data.interactions = renamePressedIds(
      data.interactions as unknown[],
      (interaction) => (isJsonObject(interaction) ? interaction.elementId : undefined),
      (interaction, pressId) => ({ ...(interaction as JsonObject), elementId: pressId }),
      pressIds,
      (index, elementId, pressId) =>
        createIssue(
          ['data', 'interactions', index, 'elementId'],
          'renamed_duplicate_id',
          `"${elementId}" is shared; read as the button "${pressId}", since only buttons are pressed`,
        ),
      report,
    );
  }
}

import { findGoalWarnings } from './check-goal-reachable.js';
import { defaultElementRegistry } from './elements/element-registry.js';
import { createIssue, type JsonPath } from './issue.js';
import { normaliseId } from './normalise-element.js';
import { normaliseFormInto, type NormaliseOptions } from './normalise-form.js';
import {
  isJsonObject,
  type JsonObject,
  type Normalised,
  type NormaliseReport,
} from './normalise-report.js';
import type { ParseOptions } from './parse-options.js';
import { findTooDeepValue } from './read-json.js';
import { readScalarTexts } from './read-scalar-texts.js';
import { pointPressesAtButtons } from './separate-shared-ids.js';

/**
 * Renames the names other chat kits use (element, action and goal aliases) in a whole message without
 * validating it, and reports each change. `parseFormMessage` does this first; call it alone to show
 * or edit a message that does not parse yet in the names it will have. Never throws; the input is
 * not changed.
 * @example
 * const { value, warnings } = normaliseFormMessage(JSON.parse(pasted));
 * for (const warning of warnings) console.log(warning.pointer, warning.message);
 */
export function normaliseFormMessage(raw: unknown, options: ParseOptions = {}): Normalised {
  const tooDeep = findTooDeepValue(raw);
  if (tooDeep !== undefined) return { value: raw, warnings: [], errors: [tooDeep] };
  const report: NormaliseReport = { warnings: [], errors: [] };
  const registry = options.registry ?? defaultElementRegistry;
  const value = normaliseMessageInto(raw, report, { ...options, registry });
  return { value, warnings: report.warnings, errors: report.errors };
}

/** `normaliseFormMessage`, writing into a report that parsing reads further (`kept`). */
export function normaliseMessageInto(
  raw: unknown,
  report: NormaliseReport,
  options: NormaliseOptions,
): unknown {
  if (!isJsonObject(raw) || !isJsonObject(raw.data)) return raw;
  const { registry } = options;
  const message = { ...raw, ...readReceiver(raw) };
  const data = { ...raw.data };
  if (Array.isArray(data.interactions))
    data.interactions = data.interactions.map((interaction, index) =>
      normaliseInteraction(interaction, ['data', 'interactions', index], report),
    );
  if (isJsonObject(data.interactionGoal) && Array.isArray(data.interactionGoal.elementIds)) {
    const path = ['data', 'interactionGoal', 'elementIds'];
    data.interactionGoal = {
      ...data.interactionGoal,
      elementIds: data.interactionGoal.elementIds.map((elementId, index) =>
        normaliseId(elementId, [...path, index], report),
      ),
    };
  }
  const { form, pressIds } = normaliseFormInto(
    data.interactiveData,
    ['data', 'interactiveData'],
    report,
    options,
  );
  data.interactiveData = form;
  pointPressesAtButtons(data, pressIds, report);
  if (options.mode === 'lenient')
    readScalarTexts(data, registry.schemas().formMessageDataSchema, ['data'], report);
  if (isJsonObject(data.interactionGoal) && data.interactionGoal.type === 'oneOf') {
    data.interactionGoal = { ...data.interactionGoal, type: 'anyOf' };
    report.warnings.push(
      createIssue(
        ['data', 'interactionGoal', 'type'],
        'renamed_alias',
        'interactionGoal type "oneOf" is an alias; renamed to "anyOf"',
      ),
    );
  }
  report.warnings.push(...findGoalWarnings(data, registry));
  return { ...message, data };
}

/**
 * The receiver as the spec writes it, a uid or guid: SDKs hand over a User or Group entity, and a
 * message built for sending keeps it in `receiverId`. Not a fault, so not reported.
 */
function readReceiver(message: JsonObject): { receiver?: unknown } {
  const receiver = message.receiver;
  if (isJsonObject(receiver)) {
    const id = receiver.uid ?? receiver.guid;
    return typeof id === 'string' ? { receiver: id } : {};
  }
  if (receiver === undefined && typeof message.receiverId === 'string')
    return { receiver: message.receiverId };
  return {};
}

/** An interaction with a numeric elementId, or its time in seconds written as digits. */
function normaliseInteraction(raw: unknown, path: JsonPath, report: NormaliseReport): unknown {
  if (!isJsonObject(raw)) return raw;
  const interaction = { ...raw };
  interaction.elementId = normaliseId(interaction.elementId, [...path, 'elementId'], report);
  if (typeof interaction.interactedAt === 'string' && /^\d+$/.test(interaction.interactedAt)) {
    report.warnings.push(
      createIssue(
        [...path, 'interactedAt'],
        'normalised_value',
        `interactedAt "${interaction.interactedAt}" is text; read as seconds`,
      ),
    );
    interaction.interactedAt = Number(interaction.interactedAt);
  }
  return interaction;
}

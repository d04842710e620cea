import * as z from 'zod/mini';

import { defaultActionRegistry } from './actions/action-registry.js';
import { getActionJsonSchemaName } from './actions/action-type.js';
import { cardMessageSchema } from './card-message.js';
import { optionSchema } from './elements/element-base.js';
import { defaultElementRegistry, type ElementRegistry } from './elements/element-registry.js';
import { getJsonSchemaName } from './elements/element-type.js';
import { interactionGoalSchema } from './interaction-goal.js';

/** Where the published schema can be fetched; also its `$id`. */
const formMessageJsonSchemaId = 'https://unpkg.com/@chatforms/core/dist/schema.json';
const cardMessageJsonSchemaId = 'https://unpkg.com/@chatforms/core/dist/card-schema.json';

/** A JSON Schema document, as zod writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * The `$defs` names of the parts worth referring to; kept in a private registry so that naming them
 * here changes neither core's schemas nor zod's global registry.
 */
function createDefinitionRegistry(elementRegistry: ElementRegistry) {
  const registry = z.registry<{ id: string; title?: string }>();
  const { interactiveDataSchema } = elementRegistry.schemas();
  const named: [z.core.$ZodType, string, string][] = [
    [interactiveDataSchema, 'interactiveData', 'interactive data'],
    [interactionGoalSchema, 'interactionGoal', 'interaction goal'],
    [optionSchema, 'option', 'option of a choice element'],
    ...elementRegistry
      .list()
      .map((definition): [z.core.$ZodType, string, string] => [
        definition.schema,
        getJsonSchemaName(definition.type),
        `${definition.type} element`,
      ]),
    ...defaultActionRegistry
      .list()
      .map((definition): [z.core.$ZodType, string, string] => [
        definition.schema,
        getActionJsonSchemaName(definition.type),
        `${definition.type} action`,
      ]),
  ];
  for (const [schema, id, title] of named) registry.add(schema, { id, title });
  return registry;
}

/** Which element types a JSON Schema describes. */
export interface JsonSchemaOptions {
  /** The registry whose `schemas()` the JSON Schema is written from: `defaultElementRegistry` when absent. */
  registry?: ElementRegistry;
}

/**
 * Creates the JSON Schema (draft 2020-12) of a form message as it may be written: keys with a
 * default are optional. It is written from the registry's own zod schema, so the two list the same
 * element types. Checks that JSON Schema cannot express (unique elementIds, defaults among options,
 * time zones, size limits) and the aliases that parsing accepts are left to `parseFormMessage`.
 * @example
 * writeFileSync('schema.json', JSON.stringify(createFormMessageJsonSchema(), null, 2));
 */
export function createFormMessageJsonSchema(options: JsonSchemaOptions = {}): JsonSchema {
  const registry = options.registry ?? defaultElementRegistry;
  const { $schema, ...generated } = z.toJSONSchema(registry.schemas().formMessageSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: createDefinitionRegistry(registry),
  });
  return {
    $schema,
    $id: formMessageJsonSchemaId,
    title: 'chatforms form message',
    description:
      'An interactive form message for a chat REST API (POST /messages), written in canonical form. ' +
      'Some rules are checked only by parseFormMessage from @chatforms/core: unique elementIds, ' +
      'defaults among options, dateTime values and time zones, the 10 KB data limit and tag lengths; ' +
      'it also accepts and normalises aliases (spinner, custom, deepLinking, oneOf) that this schema rejects.',
    ...generated,
  };
}

/**
 * Creates the JSON Schema (draft 2020-12) of a card message (`type: "card"`) as it may be written:
 * its text, an https image and buttons with the same actions as a form's. Unique button ids and the
 * image's https rule are left to `parseCardMessage`.
 */
export function createCardMessageJsonSchema(): JsonSchema {
  const { $schema, ...generated } = z.toJSONSchema(cardMessageSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: createDefinitionRegistry(defaultElementRegistry),
  });
  return {
    $schema,
    $id: cardMessageJsonSchemaId,
    title: 'chatforms card message',
    description:
      'An interactive card message for a chat REST API (POST /messages): text, an optional https image and buttons. ' +
      'Unique button ids and the https image rule are checked only by parseCardMessage from @chatforms/core.',
    ...generated,
  };
}

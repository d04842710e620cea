import * as z from 'zod/mini';

import { getActionJsonSchemaName } from './actions/action-type.js';
import { actionTypeDefinitions } from './actions/button-action.js';
import { cardMessageSchema } from './card-message.js';
import { optionSchema } from './elements/element-base.js';
import { listElementDefinitions } from './elements/element-registry.js';
import { getJsonSchemaName } from './elements/element-type.js';
import { interactionGoalSchema } from './interaction-goal.js';
import { getMessageSchemas } from './registered-schemas.js';

/** Where the published schema can be fetched; also its `$id`. */
const formMessageJsonSchemaId = 'https://unpkg.com/@chatforms/core/dist/schema.json';
const cardMessageJsonSchemaId = 'https://unpkg.com/@chatforms/core/dist/card-schema.json';

/** A JSON Schema document, as zod writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * The `$defs` names of the parts worth referring to; kept in a private registry so that naming them
 * here changes neither core's schemas nor zod's global registry.
 */
function createDefinitionRegistry() {
  const registry = z.registry<{ id: string; title?: string }>();
  const { interactiveDataSchema } = getMessageSchemas();
  const named: [z.core.$ZodType, string, string][] = [
    [interactiveDataSchema, 'interactiveData', 'interactive data'],
    [interactionGoalSchema, 'interactionGoal', 'interaction goal'],
    [optionSchema, 'option', 'option of a choice element'],
    ...listElementDefinitions().map((definition): [z.core.$ZodType, string, string] => [
      definition.schema,
      getJsonSchemaName(definition.type),
      `${definition.type} element`,
    ]),
    ...actionTypeDefinitions.map((definition): [z.core.$ZodType, string, string] => [
      definition.schema,
      getActionJsonSchemaName(definition.type),
      `${definition.type} action`,
    ]),
  ];
  for (const [schema, id, title] of named) registry.add(schema, { id, title });
  return registry;
}

/**
 * Creates the JSON Schema (draft 2020-12) of a form message as it may be written: keys with a
 * default are optional. Checks that JSON Schema cannot express (unique elementIds, defaults among
 * options, time zones, size limits) and the aliases that parsing accepts are left to `parseFormMessage`.
 * @example
 * writeFileSync('schema.json', JSON.stringify(createFormMessageJsonSchema(), null, 2));
 */
export function createFormMessageJsonSchema(): JsonSchema {
  const { $schema, ...generated } = z.toJSONSchema(getMessageSchemas().formMessageSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: createDefinitionRegistry(),
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
    metadata: createDefinitionRegistry(),
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

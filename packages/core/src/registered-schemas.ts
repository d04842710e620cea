import { getElementRegistryVersion, listElementDefinitions } from './elements/element-registry.js';
import { createFormElementSchema, formElementSchema } from './elements/form-element.js';
import { createInteractiveDataSchema, interactiveDataSchema } from './interactive-data.js';
import { createFormMessageSchema, formMessageSchema } from './message.js';

/** The schemas that read elements, built from a set of element types. */
interface MessageSchemas {
  formElementSchema: typeof formElementSchema;
  interactiveDataSchema: typeof interactiveDataSchema;
  formMessageSchema: typeof formMessageSchema;
}

const builtInSchemas: MessageSchemas = {
  formElementSchema,
  interactiveDataSchema,
  formMessageSchema,
};

let registeredSchemas: { version: number; schemas: MessageSchemas } | undefined;

/**
 * The schemas for every element type known now: the built-in ones until a type is registered,
 * then schemas rebuilt once per registration.
 */
export function getMessageSchemas(): MessageSchemas {
  const version = getElementRegistryVersion();
  if (version === 0) return builtInSchemas;
  if (registeredSchemas?.version !== version) {
    const elementSchema = createFormElementSchema(listElementDefinitions());
    const formSchema = createInteractiveDataSchema(elementSchema);
    const schemas = {
      formElementSchema: elementSchema,
      interactiveDataSchema: formSchema,
      formMessageSchema: createFormMessageSchema(formSchema),
    };
    registeredSchemas = { version, schemas };
  }
  return registeredSchemas.schemas;
}

import { defaultElementRegistry, type MessageSchemas } from './elements/element-registry.js';

/**
 * A schema that is always the default registry's schema of the moment: every property is read from
 * `defaultElementRegistry.schemas()`, so the exported names accept a type as soon as
 * `registerElementType` adds it, as `parseFormMessage` and the JSON Schema do.
 */
function followDefaultRegistry<K extends keyof MessageSchemas>(name: K): MessageSchemas[K] {
  const current = (): object => defaultElementRegistry.schemas()[name];
  // The target stays empty: every trap answers from the current schema, and zod's own properties
  // are reported configurable, as a proxy must for properties its target lacks.
  return new Proxy({} as MessageSchemas[K], {
    get: (_target, property) => Reflect.get(current(), property),
    has: (_target, property) => Reflect.has(current(), property),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), property);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}

/** Any form element of the default registry's types, chosen by `elementType`. */
export const formElementSchema = /* @__PURE__ */ followDefaultRegistry('formElementSchema');

/** The form itself: its fields, its submit button and its completion text. */
export const interactiveDataSchema = /* @__PURE__ */ followDefaultRegistry('interactiveDataSchema');

/** The `data` of a form message: the form, its goal, who may interact and what already happened. */
export const formMessageDataSchema = /* @__PURE__ */ followDefaultRegistry('formMessageDataSchema');

/** An interactive form message, as sent to `POST /messages` and received by chat UIs. */
export const formMessageSchema = /* @__PURE__ */ followDefaultRegistry('formMessageSchema');

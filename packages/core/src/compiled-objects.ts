import type * as z from 'zod/mini';

/** zod's object schema that compiles its shape into one function (`new Function`) on first parse. */
export type CompiledObjectConstructor = new (definition: z.core.$ZodObjectDef) => z.core.$ZodObject;

// Definition keys that hold checks, not schemas: nothing to compile inside them.
const notSchemas = new Set(['checks']);

function isSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schemas a definition holds: as a value (`element`), a list (`options`) or a shape. */
function listInnerSchemas(definition: object): z.core.$ZodType[] {
  return Object.entries(definition).flatMap(([key, value]: [string, unknown]) => {
    if (notSchemas.has(key) || typeof value !== 'object' || value === null) return [];
    if (isSchema(value)) return [value];
    return Object.values(value).filter(isSchema);
  });
}

/**
 * A step that makes every object schema in the tree it is given parse with `compiled`, zod's
 * compiled object (the one its classic API builds, about four times faster), instead of zod/mini's
 * interpreted one. The definitions are the same, and so are results and issues. A schema is
 * changed once, however many trees hold it.
 */
export function createObjectCompiler(compiled: CompiledObjectConstructor) {
  const seen = new WeakSet<object>();
  const visit = (schema: z.core.$ZodType): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const { traits } = schema._zod;
    // An object from zod's classic API (a registered type's, say) is compiled already.
    if (traits.has('$ZodObject') && !traits.has('$ZodObjectJIT'))
      useCompiledParse(schema as z.core.$ZodObject, compiled);
    for (const inner of listInnerSchemas(schema._zod.def)) visit(inner);
  };
  return visit;
}

function useCompiledParse(schema: z.core.$ZodObject, compiled: CompiledObjectConstructor): void {
  const interpreted = schema._zod.parse;
  let parse: typeof interpreted | undefined;
  const compiledParse: typeof interpreted = (payload, context) => {
    // Built on first parse, as zod's classic API does, so an unused schema costs nothing.
    parse ??= new compiled(schema._zod.def)._zod.parse;
    return parse(payload, context);
  };
  // A schema without checks runs the parse it had when built: both are replaced.
  if (schema._zod.run === interpreted) schema._zod.run = compiledParse;
  schema._zod.parse = compiledParse;
}

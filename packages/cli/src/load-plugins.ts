import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  createElementRegistry,
  type ElementRegistry,
  type ElementTypeDefinition,
} from '@chatforms/core';

import { UsageError } from './usage-error.js';

/** What a plugin module may export, as `default` or as `elementTypes`. */
type PluginExport =
  ElementTypeDefinition | readonly ElementTypeDefinition[] | ((registry: ElementRegistry) => void);

/** The URL of a module named on the command line: a path from `cwd`, or a package found from there. */
function resolveModule(specifier: string, cwd: string): string {
  if (specifier.startsWith('.') || isAbsolute(specifier))
    return pathToFileURL(resolve(cwd, specifier)).href;
  try {
    // Found as the user's own project would find it, not from where the CLI is installed.
    return pathToFileURL(createRequire(join(cwd, 'package.json')).resolve(specifier)).href;
  } catch {
    throw new UsageError(`--plugin ${specifier}: no such module or package from ${cwd}`);
  }
}

function isDefinition(value: unknown): value is ElementTypeDefinition {
  const candidate = value as Partial<ElementTypeDefinition> | undefined;
  return typeof candidate?.type === 'string' && typeof candidate.schema === 'object';
}

function addExport(registry: ElementRegistry, value: unknown, specifier: string): void {
  const plugin = value as PluginExport;
  if (typeof plugin === 'function') plugin(registry);
  else if (Array.isArray(plugin) && plugin.every(isDefinition))
    for (const definition of plugin) registry.register(definition);
  else if (isDefinition(plugin)) registry.register(plugin);
  else
    throw new UsageError(
      `--plugin ${specifier}: its default export or elementTypes must be an element type, a list of them or a function given the registry`,
    );
}

/**
 * A registry of the built-in element types and those of each plugin module, in order. A plugin's
 * `default` export, else its `elementTypes` export, is an element type definition, a list of them
 * or a function that registers them on the registry it is given. Exported as
 * `@chatforms/cli/load-plugins` so that the sandbox and a server read the same modules the same way.
 */
export async function loadPlugins(
  specifiers: readonly string[],
  cwd: string,
): Promise<ElementRegistry> {
  const registry = createElementRegistry();
  for (const specifier of specifiers) {
    const url = resolveModule(specifier, cwd);
    try {
      // A module named at run time: a bundler that loads this file (the builder's dev server) leaves it be.
      const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      addExport(registry, module.default ?? module.elementTypes, specifier);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`--plugin ${specifier}: ${(error as Error).message}`);
    }
  }
  return registry;
}

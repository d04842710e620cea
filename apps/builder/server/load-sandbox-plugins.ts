import { loadPlugins } from '@chatforms/cli/load-plugins';
import type { ElementRegistry } from '@chatforms/core';

/**
 * The registry of the plugin modules named by `--plugin` (repeatable) and `CHAT_SANDBOX_PLUGINS`
 * (comma-separated), the standalone sandbox's flag and variable: the flags win, as they do there.
 * Loaded with the loader `chatforms validate --plugin` uses, so the embedded sandbox, the builder's
 * submission handler and the CLI accept the same messages. Throws naming a module it cannot load.
 */
export async function loadSandboxPlugins(
  flags: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<ElementRegistry> {
  const named = flags.length > 0 ? flags.join(',') : (env.CHAT_SANDBOX_PLUGINS ?? '');
  const specifiers = named
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier !== '');
  return loadPlugins(specifiers, cwd);
}

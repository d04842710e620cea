/**
 * A loader that imports a chunk once and installs what it gives, resolving at once when it is
 * installed; after a failed load (offline, a new deployment) the next call tries again.
 */
export function createChunkLoader<T>(
  importChunk: () => Promise<T>,
  install: (chunk: T) => void,
  isInstalled: () => boolean,
): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    if (isInstalled()) return Promise.resolve();
    loading ??= importChunk().then(install, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

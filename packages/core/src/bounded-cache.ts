/** A memo of pure answers by key that forgets its oldest entry once it holds `capacity`. */
export interface BoundedCache<T> {
  /** The answer kept for `key`, or the one `compute` gives, which is then kept. */
  read(key: string, compute: () => T): T;
}

/** Creates a BoundedCache; the bound keeps hostile input (endless distinct zones or patterns) from growing memory. */
export function createBoundedCache<T>(capacity: number): BoundedCache<T> {
  const entries = new Map<string, T>();
  return {
    read(key, compute) {
      if (entries.has(key)) return entries.get(key) as T;
      const value = compute();
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
  };
}

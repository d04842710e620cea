/** A memo of pure answers by key that forgets its oldest entry once it holds `capacity`. */
export interface BoundedCache<K, T> {
  /**
   * The answer kept for `key`, or the one `compute` gives for it, which is then kept unless `isKept`
   * says otherwise (an answer that will change, such as one that waits for code still loading).
   */
  read(key: K, compute: (key: K) => T, isKept?: (answer: T) => boolean): T;
}

/** Creates a BoundedCache; the bound keeps hostile input (endless distinct zones or patterns) from growing memory. */
export function createBoundedCache<K, T>(capacity: number): BoundedCache<K, T> {
  const entries = new Map<K, T>();
  return {
    read(key, compute, isKept) {
      const kept = entries.get(key);
      if (kept !== undefined || entries.has(key)) return kept as T;
      const value = compute(key);
      if (isKept !== undefined && !isKept(value)) return value;
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
      return value;
    },
  };
}

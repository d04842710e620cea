import { useEffect, useState } from 'react';

/** The builder's theme: the system's setting, or light or dark whatever the system says. */
export type BuilderTheme = 'system' | 'light' | 'dark';

const storageKey = 'chatforms-builder-theme';

function isBuilderTheme(value: unknown): value is BuilderTheme {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** Reads the theme the author picked last time; a browser that stores nothing follows the system. */
function readBuilderTheme(storage: Storage = localStorage): BuilderTheme {
  try {
    const stored = storage.getItem(storageKey);
    return isBuilderTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The builder's theme, kept in the browser and set as `data-theme` on the page's root, which
 * tokens.css turns into its color-scheme (no attribute: the system's).
 */
export function useBuilderTheme(): [BuilderTheme, (theme: BuilderTheme) => void] {
  const [theme, setTheme] = useState(readBuilderTheme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    try {
      localStorage.setItem(storageKey, theme);
    } catch {
      // A browser that refuses to store keeps the choice for this page only.
    }
  }, [theme]);
  return [theme, setTheme];
}

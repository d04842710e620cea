// No React here: a server component, or the server before rendering, can load a language.
import type { FormMessages } from './messages.js';
import { reportInDevelopment } from './report-in-development.js';

/** Built-in languages loaded so far, by canonical tag; undefined where there is none (English is used). */
export const loadedCatalogs = new Map<string, FormMessages | undefined>();

/**
 * Loads the built-in texts of a language (a chunk of its own in a bundled app), so that forms in
 * it render in it at once: await it before rendering on the server and before hydrating, and the
 * two render the same. Forms load what they need by themselves otherwise. Never rejects.
 */
export function loadFormLocale(locale: string): Promise<void> {
  const tag = readLocaleTag(locale);
  if (tag === undefined || isBuiltInEnglish(tag)) return Promise.resolve();
  // The module system loads a chunk once, however many forms ask for it at the same time.
  return import('./locales/find-catalog.js')
    .then((chunk) => chunk.findCatalog(tag))
    .then(
      (catalog) => void loadedCatalogs.set(tag, catalog),
      // Not kept, so the next form asks again; this one stays in English.
      (error: unknown) => reportInDevelopment(`the texts for ${tag} could not be loaded`, error),
    );
}

/** True for the English built in, which needs no load. */
export function isBuiltInEnglish(tag: string): boolean {
  return tag === 'en' || tag === 'en-US';
}

/** A tag in its canonical case (`zh-TW`), or undefined for none or one that is not BCP 47. */
export function readLocaleTag(locale: string | undefined): string | undefined {
  if (locale === undefined || locale === '') return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

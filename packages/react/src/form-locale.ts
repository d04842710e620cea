import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import { defaultMessages, type FormMessages } from './messages.js';
import { reportInDevelopment } from './report-in-development.js';

/**
 * Whole sets of texts by BCP 47 tag in its canonical case (`pt-BR`, `fi`): an app's own languages,
 * or its versions of built-in ones.
 */
export type FormTranslations = Readonly<Record<string, FormMessages>>;

/** What picks a form's language: the options of the same names. */
export interface FormLanguageOptions {
  locale?: string | undefined;
  translations?: FormTranslations | undefined;
  messages?: Partial<FormMessages> | undefined;
}

// Built-in languages loaded so far, by canonical tag; undefined where there is none (English is used).
const loadedCatalogs = new Map<string, FormMessages | undefined>();

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

/**
 * The texts a form shows: `translations`, else the built-in language (base language second:
 * `de-AT` gets `de`), else English, with `messages` over them. A language loads on demand; until
 * it has, the form shows English.
 */
export function useFormMessages(options: FormLanguageOptions): FormMessages {
  const tag = useRequestedLocale(options.locale);
  const own = tag === undefined ? undefined : findTranslation(options.translations, tag);
  const isLoadNeeded = tag !== undefined && own === undefined && !isBuiltInEnglish(tag);
  const builtIn = isLoadNeeded ? loadedCatalogs.get(tag) : undefined;
  const [, setLoadCount] = useState(0);
  useEffect(() => {
    if (!isLoadNeeded || loadedCatalogs.has(tag)) return;
    let isCurrent = true;
    void loadFormLocale(tag).then(() => isCurrent && setLoadCount((count) => count + 1));
    return () => {
      isCurrent = false;
    };
  }, [isLoadNeeded, tag]);
  const { messages } = options;
  return useMemo(() => {
    const catalog = own ?? builtIn ?? defaultMessages;
    // Dates follow the reader's own variant (`de-AT`) when the texts are in its language.
    const locale = tag !== undefined && isSameLanguage(tag, catalog.locale) ? tag : catalog.locale;
    return { ...catalog, locale, ...messages };
  }, [own, builtIn, tag, messages]);
}

/** The language a form is asked for: its `locale`, else the page's; undefined on the server and while hydrating. */
export function useRequestedLocale(locale: string | undefined): string | undefined {
  const pageLanguage = usePageLanguage();
  return readLocaleTag(locale ?? pageLanguage);
}

/** `rtl` for the languages written right to left, `ltr` for the others. */
export function findDirection(locale: string): 'ltr' | 'rtl' {
  return /^(?:ar|arc|ckb|dv|fa|he|iw|ps|sd|ug|ur|yi)(?:-|$)/i.test(locale) ? 'rtl' : 'ltr';
}

function findTranslation(translations: FormTranslations | undefined, tag: string) {
  return translations?.[tag] ?? translations?.[tag.split('-')[0]!];
}

function isBuiltInEnglish(tag: string): boolean {
  return tag === 'en' || tag === 'en-US';
}

function isSameLanguage(first: string, second: string): boolean {
  return first.split('-')[0]!.toLowerCase() === second.split('-')[0]!.toLowerCase();
}

/** A tag in its canonical case (`zh-TW`), or undefined for none or one that is not BCP 47. */
function readLocaleTag(locale: string | undefined): string | undefined {
  if (locale === undefined || locale === '') return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

function subscribeToPageLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  window.addEventListener('languagechange', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}

function readPageLanguage(): string | undefined {
  return document.documentElement.lang || navigator.language || undefined;
}

// The server knows no page; hydration starts from the same answer and then reads the page's.
function readNoPageLanguage(): undefined {
  return undefined;
}

function usePageLanguage(): string | undefined {
  return useSyncExternalStore(subscribeToPageLanguage, readPageLanguage, readNoPageLanguage);
}

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import {
  isBuiltInEnglish,
  loadedCatalogs,
  loadFormLocale,
  readLocaleTag,
} from './load-form-locale.js';
import { defaultMessages, type FormMessages } from './messages.js';

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

function isSameLanguage(first: string, second: string): boolean {
  return first.split('-')[0]!.toLowerCase() === second.split('-')[0]!.toLowerCase();
}

// One observer for the page, made by the first form that reads its language and kept: a chat
// history mounts a hundred forms at once, and each made an observer and a listener of its own.
const pageLanguageListeners = new Set<() => void>();
let notifyPageLanguage: (() => void) | undefined;

function subscribeToPageLanguage(onChange: () => void): () => void {
  if (notifyPageLanguage === undefined) {
    notifyPageLanguage = () => pageLanguageListeners.forEach((listener) => listener());
    new MutationObserver(notifyPageLanguage).observe(document.documentElement, {
      attributeFilter: ['lang'],
    });
    window.addEventListener('languagechange', notifyPageLanguage);
  }
  pageLanguageListeners.add(onChange);
  return () => void pageLanguageListeners.delete(onChange);
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

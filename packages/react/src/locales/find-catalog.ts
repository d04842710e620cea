// Loaded on demand, and each language in turn: a page in one language fetches its texts alone.
import type { FormMessages } from '../messages.js';

/** The built-in languages besides English, by lower-case tag, each a chunk of its own. */
export const catalogLoaders: Readonly<Record<string, () => Promise<FormMessages>>> = {
  ar: () => import('./ar.js').then((module) => module.ar),
  de: () => import('./de.js').then((module) => module.de),
  'en-gb': () => import('./en-gb.js').then((module) => module.enGb),
  es: () => import('./es.js').then((module) => module.es),
  fr: () => import('./fr.js').then((module) => module.fr),
  he: () => import('./he.js').then((module) => module.he),
  hi: () => import('./hi.js').then((module) => module.hi),
  hu: () => import('./hu.js').then((module) => module.hu),
  it: () => import('./it.js').then((module) => module.it),
  ja: () => import('./ja.js').then((module) => module.ja),
  ko: () => import('./ko.js').then((module) => module.ko),
  lt: () => import('./lt.js').then((module) => module.lt),
  ms: () => import('./ms.js').then((module) => module.ms),
  nl: () => import('./nl.js').then((module) => module.nl),
  pt: () => import('./pt.js').then((module) => module.pt),
  ru: () => import('./ru.js').then((module) => module.ru),
  sv: () => import('./sv.js').then((module) => module.sv),
  tr: () => import('./tr.js').then((module) => module.tr),
  zh: () => import('./zh.js').then((module) => module.zh),
  'zh-tw': () => import('./zh-tw.js').then((module) => module.zhTw),
};

/**
 * The built-in texts for a canonical BCP 47 tag: the tag's own, else its base language's, with
 * Chinese in traditional characters (`zh-Hant`, `zh-HK`) given `zh-TW`; undefined for a language
 * without texts here, which is read in English.
 */
export function findCatalog(tag: string): Promise<FormMessages | undefined> {
  const locale = new Intl.Locale(tag);
  const candidates = [
    tag.toLowerCase(),
    locale.region === undefined ? '' : `${locale.language}-${locale.region.toLowerCase()}`,
    locale.language === 'zh' && locale.maximize().script === 'Hant' ? 'zh-tw' : '',
    locale.language,
  ];
  const found = candidates.find((candidate) => Object.hasOwn(catalogLoaders, candidate));
  return found === undefined ? Promise.resolve(undefined) : catalogLoaders[found]!();
}

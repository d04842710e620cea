import { canonicaliseLanguageTag } from '../translations/language-tag.js';

// The languages @chatforms/react has texts for, English first; any other tag reads in English.
const previewLocales = [
  'en',
  'ar',
  'de',
  'en-GB',
  'es',
  'fr',
  'he',
  'hi',
  'hu',
  'it',
  'ja',
  'ko',
  'lt',
  'ms',
  'nl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
  'zh-TW',
];

/** A language's name in itself, then in English where the two differ: "Deutsch (German)". */
function nameLocale(locale: string): string {
  const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
  return own === english ? own : `${own} (${english})`;
}

/**
 * Picks the language the previews show their built-in texts, dates and direction in; '' for the
 * page's. The form's own `translations` languages are offered too, after the built-in ones, so an
 * author sees each language the form is written in.
 */
export function PreviewLocaleField({
  locale,
  onChange,
  formLanguages = [],
}: {
  locale: string;
  onChange: (locale: string) => void;
  formLanguages?: readonly string[];
}) {
  const extra = formLanguages.filter(
    (tag) => canonicaliseLanguageTag(tag) !== undefined && !previewLocales.includes(tag),
  );
  return (
    <label className="preview-locale">
      Preview language
      <select value={locale} onChange={(event) => onChange(event.target.value)}>
        <option value="">This page’s language</option>
        {[...previewLocales, ...extra].map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nameLocale(tag)}
          </option>
        ))}
      </select>
    </label>
  );
}

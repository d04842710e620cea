import { findElementDefinition } from '../elements/element-registry.js';
import { listTextKeys } from '../elements/element-type.js';
import type { FormMessageInput } from '../message.js';

type DraftTranslations = NonNullable<FormMessageInput['data']['interactiveData']['translations']>;
type DraftFormTexts = DraftTranslations[string];
type DraftElementTexts = NonNullable<DraftFormTexts['elements']>[string];

/** Where a translated text goes: the form's own (`title`, `goalCompletionText`) or an element's. */
export type TranslatedTextPlace =
  | { key: 'title' | 'goalCompletionText' }
  | { elementId: string; key: string }
  | { elementId: string; option: string };

function withTranslations(
  message: FormMessageInput,
  translations: DraftTranslations | undefined,
): FormMessageInput {
  const interactiveData = { ...message.data.interactiveData, translations };
  if (translations === undefined || Object.keys(translations).length === 0)
    delete interactiveData.translations;
  return { ...message, data: { ...message.data, interactiveData } };
}

/** `object` without the keys whose value is undefined or an empty object. */
function withoutEmpty<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        !(typeof value === 'object' && value !== null && Object.keys(value).length === 0),
    ),
  ) as T;
}

/**
 * The message with each language's texts of `elementId` given by `update` (undefined drops them).
 * Languages are kept even when they hold no text: an author who added one keeps it.
 */
export function updateTranslatedElement(
  message: FormMessageInput,
  elementId: string,
  update: (texts: DraftElementTexts, language: string) => DraftElementTexts | undefined,
): FormMessageInput {
  const translations = message.data.interactiveData.translations;
  if (translations === undefined) return message;
  const next: DraftTranslations = {};
  for (const [language, texts] of Object.entries(translations)) {
    const written = texts.elements?.[elementId];
    const result = written === undefined ? undefined : update(written, language);
    const updated = result === undefined ? undefined : withoutEmpty(result);
    const elements = withoutEmpty({ ...texts.elements, [elementId]: updated });
    next[language] = withoutEmpty({ ...texts, elements }) as DraftFormTexts;
  }
  return withTranslations(message, next);
}

/** The message with the texts of `from` moved to `to` in every language: an element renamed. */
export function renameTranslatedElement(
  message: FormMessageInput,
  from: string,
  to: string,
): FormMessageInput {
  const translations = message.data.interactiveData.translations;
  if (translations === undefined || from === to) return message;
  const next: DraftTranslations = {};
  for (const [language, texts] of Object.entries(translations)) {
    const { [from]: moved, ...others } = texts.elements ?? {};
    const elements = moved === undefined ? others : { ...others, [to]: moved };
    next[language] = withoutEmpty({ ...texts, elements }) as DraftFormTexts;
  }
  return withTranslations(message, next);
}

/**
 * Sets one text of one language (undefined or blank removes it, so the message's own shows),
 * adding the language if the message has no texts in it yet.
 * @example
 * const next = setTranslatedText(message, 'de', { elementId: 'dish', key: 'label' }, 'Gericht');
 */
export function setTranslatedText(
  message: FormMessageInput,
  language: string,
  place: TranslatedTextPlace,
  text: string | undefined,
): FormMessageInput {
  const translations = message.data.interactiveData.translations ?? {};
  const texts: DraftFormTexts = translations[language] ?? {};
  const value = text === undefined || text.trim() === '' ? undefined : text;
  let updated: DraftFormTexts;
  if (!('elementId' in place)) {
    updated = withoutEmpty({ ...texts, [place.key]: value });
  } else {
    const element: DraftElementTexts = texts.elements?.[place.elementId] ?? {};
    const nextElement =
      'option' in place
        ? withoutEmpty({
            ...element,
            options: withoutEmpty({ ...(element.options as object), [place.option]: value }),
          })
        : withoutEmpty({ ...element, [place.key]: value });
    const elements = withoutEmpty({ ...texts.elements, [place.elementId]: nextElement });
    updated = withoutEmpty({ ...texts, elements }) as DraftFormTexts;
  }
  return withTranslations(message, { ...translations, [language]: updated });
}

/** The message with a language added (no texts yet: each shows the message's own) or removed. */
export function setTranslationLanguage(
  message: FormMessageInput,
  language: string,
  present: boolean,
): FormMessageInput {
  const translations = message.data.interactiveData.translations ?? {};
  if (present) return withTranslations(message, { [language]: {}, ...translations });
  const { [language]: _removed, ...others } = translations;
  return withTranslations(message, others);
}

/** One text of a form an author may translate: where it goes, and the message's own text there. */
export interface FormText {
  place: TranslatedTextPlace;
  /** The message's own text, in the author's language; empty when the element has none yet. */
  own: string;
  /** The translation in `language`, or undefined when it shows the message's own. */
  translated: string | undefined;
}

function readOwnText(value: unknown): string {
  if (typeof value === 'string') return value;
  // The spec writes a placeholder as `{ text }`.
  if (typeof value === 'object' && value !== null && 'text' in value)
    return String((value as { text: unknown }).text);
  return '';
}

/**
 * Every text of the form a translation may give, in the order a reader meets them (the title, each
 * element's texts and option labels, the submit button, the completion text), with the message's
 * own text and its translation in `language`: the rows of a side-by-side editor.
 */
export function listFormTexts(message: FormMessageInput, language: string): FormText[] {
  const form = message.data.interactiveData;
  const texts = form.translations?.[language];
  const rows: FormText[] = [
    { place: { key: 'title' }, own: readOwnText(form.title), translated: texts?.title },
  ];
  for (const element of [...form.formFields, form.submitElement]) {
    const definition = findElementDefinition(element.elementType);
    if (definition === undefined) continue;
    const written = element as Record<string, unknown>;
    const elementTexts = texts?.elements?.[element.elementId];
    for (const key of listTextKeys(definition)) {
      if (written[key] === undefined) continue;
      const translated = elementTexts?.[key];
      rows.push({
        place: { elementId: element.elementId, key },
        own: readOwnText(written[key]),
        translated: typeof translated === 'string' ? translated : undefined,
      });
    }
    const optionLabels = elementTexts?.options;
    for (const option of Array.isArray(written.options) ? written.options : []) {
      const { value, label } = option as { value: string; label: string };
      const translated = typeof optionLabels === 'object' ? optionLabels[value] : undefined;
      rows.push({ place: { elementId: element.elementId, option: value }, own: label, translated });
    }
  }
  rows.push({
    place: { key: 'goalCompletionText' },
    own: readOwnText(form.goalCompletionText),
    translated: texts?.goalCompletionText,
  });
  return rows;
}

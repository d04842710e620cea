import * as z from 'zod/mini';

import { createIssue, type Issue, type JsonPath } from '../issue.js';
import { describeValue, isJsonObject } from '../normalise-report.js';

/**
 * One element's texts in one language: any of the keys its type lists as text (`label`,
 * `placeholder`, a button's `buttonText`…), and `options`, each option's label by its value.
 */
export const elementTextsSchema = z.record(
  z.string(),
  z.union([z.string(), z.record(z.string(), z.string())]),
);

/** A form's texts in one language: its title, completion text and elements' texts by elementId. */
const formTextsSchema = z.looseObject({
  title: z.optional(z.string()),
  goalCompletionText: z.optional(z.string()),
  elements: z.optional(z.record(z.string(), elementTextsSchema)),
});

/**
 * `interactiveData.translations`: the form's texts in other languages, by BCP 47 language tag. The
 * message's own texts stay the fallback for every text a language does not give.
 */
export const translationsSchema = z.record(z.string(), formTextsSchema);

/** One element's texts in one language, as parsed. */
export type ElementTexts = z.output<typeof elementTextsSchema>;

/** A form's texts in one language, as parsed. */
export type FormTexts = z.output<typeof formTextsSchema>;

/** `interactiveData.translations` as parsed. */
export type Translations = z.output<typeof translationsSchema>;

/** The keys of an element type that hold text for the reader, or undefined for a type not known. */
export type FindTextKeys = (elementType: unknown) => readonly string[] | undefined;

/** The part of a form the translations are checked against: what the form itself holds. */
interface TranslatedForm {
  formFields?: unknown;
  submitElement?: unknown;
  translations?: unknown;
}

/** The canonical form of a language tag (`en-gb` → `en-GB`), or undefined when it is not one. */
function canonicaliseLanguageTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function listElements(form: TranslatedForm): Record<string, unknown>[] {
  const fields = Array.isArray(form.formFields) ? form.formFields : [];
  return [...fields, form.submitElement].filter(isJsonObject);
}

function listOptionValues(element: Record<string, unknown>): Set<unknown> | undefined {
  if (!Array.isArray(element.options)) return undefined;
  return new Set(
    element.options.map((option) => (isJsonObject(option) ? option.value : undefined)),
  );
}

function findElementTextIssues(
  texts: unknown,
  element: Record<string, unknown>,
  textKeys: readonly string[],
  path: JsonPath,
): Issue[] {
  if (!isJsonObject(texts)) return [];
  const issues: Issue[] = [];
  const type = String(element.elementType);
  for (const [key, value] of Object.entries(texts)) {
    if (key === 'options') {
      const known = listOptionValues(element);
      if (known === undefined) {
        issues.push(
          createIssue(
            [...path, key],
            'untranslatable_key',
            `a ${type} element has no options to translate`,
          ),
        );
        continue;
      }
      if (!isJsonObject(value)) {
        issues.push(
          createIssue(
            [...path, key],
            'invalid_type',
            'options must be an object of option labels by option value',
          ),
        );
        continue;
      }
      for (const optionValue of Object.keys(value)) {
        if (!known.has(optionValue))
          issues.push(
            createIssue(
              [...path, key, optionValue],
              'unknown_option',
              `option value ${JSON.stringify(optionValue)} is not an option of element "${String(element.elementId)}"`,
            ),
          );
      }
    } else if (textKeys.includes(key) && typeof value !== 'string') {
      issues.push(createIssue([...path, key], 'invalid_type', `${key} must be a text`));
    } else if (!textKeys.includes(key)) {
      const allowed = [...textKeys, ...(listOptionValues(element) ? ['options'] : [])];
      issues.push(
        createIssue(
          [...path, key],
          'untranslatable_key',
          `${key} is not a text of a ${type} element; a translation may give ${allowed.join(', ') || 'nothing'}`,
        ),
      );
    }
  }
  return issues;
}

/**
 * What is wrong with a form's translations, paths relative to the form: a language tag that is not
 * one, an elementId the form does not have, a key that is not a text of that element's type, an
 * option value the element does not offer. Reads the form as written (lenient mode runs it before
 * the schema) or as parsed; what is not the right shape is the schema's to report.
 */
export function findTranslationIssues(form: TranslatedForm, findTextKeys: FindTextKeys): Issue[] {
  if (!isJsonObject(form.translations)) return [];
  const elements = new Map(listElements(form).map((element) => [element.elementId, element]));
  const issues: Issue[] = [];
  for (const [tag, texts] of Object.entries(form.translations)) {
    const path = ['translations', tag];
    if (canonicaliseLanguageTag(tag) === undefined) {
      issues.push(
        createIssue(
          path,
          'invalid_language_tag',
          `${JSON.stringify(tag)} is not a BCP 47 language tag (such as "de" or "pt-BR")`,
        ),
      );
      continue;
    }
    if (!isJsonObject(texts) || !isJsonObject(texts.elements)) continue;
    for (const [elementId, elementTexts] of Object.entries(texts.elements)) {
      const element = elements.get(elementId);
      const elementPath = [...path, 'elements', elementId];
      if (element === undefined) {
        issues.push(
          createIssue(
            elementPath,
            'unknown_element_id',
            `translations name "${elementId}", which is not an element of this form`,
          ),
        );
        continue;
      }
      const textKeys = findTextKeys(element.elementType);
      if (textKeys === undefined) continue;
      issues.push(...findElementTextIssues(elementTexts, element, textKeys, elementPath));
    }
  }
  return issues;
}

/** Deletes the value at `path` under `root`, copying each object on the way so no input is changed. */
function deleteAt(root: Record<string, unknown>, path: JsonPath): void {
  let parent = root;
  for (const key of path.slice(0, -1)) {
    const child = parent[key];
    if (!isJsonObject(child)) return;
    const copy = { ...child };
    parent[key] = copy;
    parent = copy;
  }
  delete parent[String(path.at(-1))];
}

/**
 * Lenient mode: drops from `form` (a copy being normalised) each translated text that fails, and a
 * `translations` that is not an object at all, with a warning for each. The chat service's kit
 * ignores `translations`, so the form then reads as the kit shows it, in the message's own texts.
 */
export function dropBrokenTranslations(
  form: Record<string, unknown>,
  path: JsonPath,
  findTextKeys: FindTextKeys,
): Issue[] {
  if (form.translations === undefined) return [];
  if (!isJsonObject(form.translations)) {
    const written = describeValue(form.translations);
    delete form.translations;
    return [
      createIssue(
        [...path, 'translations'],
        'dropped_translations',
        `translations must be an object of languages, not ${written}; dropped`,
      ),
    ];
  }
  const warnings: Issue[] = [];
  for (const issue of findTranslationIssues(form, findTextKeys)) {
    deleteAt(form, issue.path);
    warnings.push(
      createIssue(
        [...path, ...issue.path],
        'dropped_translation',
        `${issue.message}; the text is dropped and the message's own is shown`,
      ),
    );
  }
  return warnings;
}

/** Each tag, then each shorter prefix of it (`zh-Hant-TW`, `zh-Hant`, `zh`): RFC 4647 lookup. */
function* listFallbacks(tag: string): Generator<string> {
  let current = tag;
  for (;;) {
    yield current;
    const cut = current.lastIndexOf('-');
    if (cut <= 0) return;
    current = current.slice(0, cut);
    // A one-letter subtag (`x`, `u`) starts an extension: never left dangling at the end.
    if (current.at(-2) === '-') current = current.slice(0, -2);
  }
}

/**
 * The language of `translations` to show a reader who reads `requested` (most wanted first): the
 * first requested tag that a translation has, or a shorter form of it (`de-AT` reads `de`), compared
 * in canonical case. Undefined when none is there: the message's own texts are shown.
 */
export function findTranslationLanguage(
  translations: Readonly<Record<string, unknown>> | undefined,
  requested: string | readonly string[],
): string | undefined {
  if (translations === undefined) return undefined;
  const byCanonical = new Map<string, string>();
  for (const tag of Object.keys(translations)) {
    const canonical = canonicaliseLanguageTag(tag);
    if (canonical !== undefined) byCanonical.set(canonical.toLowerCase(), tag);
  }
  for (const tag of typeof requested === 'string' ? [requested] : requested) {
    const canonical = canonicaliseLanguageTag(tag);
    if (canonical === undefined) continue;
    for (const fallback of listFallbacks(canonical.toLowerCase())) {
      const found = byCanonical.get(fallback);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

interface TextsElement {
  elementId: string;
  options?: readonly { value: string; label: string }[];
}

/** `text` in the place of `written`: a string, or the `{ text }` object the spec writes a placeholder as. */
function replaceText(written: unknown, text: string): unknown {
  return isJsonObject(written) ? { ...written, text } : text;
}

function translateElement<E extends TextsElement>(element: E, texts: ElementTexts | undefined): E {
  if (texts === undefined) return element;
  const translated = { ...element } as Record<string, unknown>;
  for (const [key, text] of Object.entries(texts)) {
    // Only a text the element shows is replaced: one it does not have has no shape to follow.
    if (key === 'options' || typeof text !== 'string' || translated[key] === undefined) continue;
    translated[key] = replaceText(translated[key], text);
  }
  const optionLabels = texts.options;
  if (isJsonObject(optionLabels) && element.options !== undefined)
    translated.options = element.options.map((option) =>
      Object.hasOwn(optionLabels, option.value)
        ? { ...option, label: String(optionLabels[option.value]) }
        : option,
    );
  return translated as E;
}

/**
 * The form's texts in the language of `translations` that fits `requested` best
 * (`findTranslationLanguage`): the title, completion text, labels, placeholders, button texts and
 * option labels it gives replace the form's own (a text the form does not have is not added); ids,
 * values and everything else stay. The same form
 * object when no language fits, so a memoised view does not render again.
 * @example
 * const shown = translateForm(message.data.interactiveData, navigator.languages);
 */
export function translateForm<
  F extends {
    title?: string | undefined;
    goalCompletionText?: string | undefined;
    formFields: readonly TextsElement[];
    submitElement: TextsElement;
    translations?: Translations | undefined;
  },
>(form: F, requested: string | readonly string[]): F {
  const language = findTranslationLanguage(form.translations, requested);
  if (language === undefined) return form;
  const texts = form.translations![language]!;
  const elements = texts.elements ?? {};
  return {
    ...form,
    ...(texts.title === undefined ? {} : { title: texts.title }),
    ...(texts.goalCompletionText === undefined
      ? {}
      : { goalCompletionText: texts.goalCompletionText }),
    formFields: form.formFields.map((element) =>
      translateElement(element, elements[element.elementId]),
    ),
    submitElement: translateElement(form.submitElement, elements[form.submitElement.elementId]),
  };
}

import { describe, expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
  findTranslationLanguage,
  parseFormMessage,
  translateForm,
  validateSubmission,
} from '../index.js';
import { createFormMessageJsonSchema } from '../json-schema.js';

const message = createFormMessage({
  title: 'Lunch order',
  goalCompletionText: 'Thanks, your order is in.',
  formFields: [
    createTextInputElement({
      elementId: 'dish',
      label: 'Dish',
      placeholder: { text: 'Soup, salad…' },
      optional: false,
    }),
    createDropdownElement({
      elementId: 'size',
      label: 'Size',
      defaultValue: 'small',
      options: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
    }),
  ],
  submitElement: createButtonElement({
    elementId: 'order',
    buttonText: 'Order',
    action: createApiAction({ url: 'https://example.org/lunch' }),
  }),
  translations: {
    de: {
      title: 'Mittagessen bestellen',
      elements: {
        dish: { label: 'Gericht', placeholder: 'Suppe, Salat…' },
        size: { label: 'Größe', options: { small: 'Klein', large: 'Groß' } },
        order: { buttonText: 'Bestellen' },
      },
    },
    'pt-BR': { elements: { dish: { label: 'Prato' } } },
  },
});
const form = message.data.interactiveData;

/** The message with `translations` replaced, as a backend might write it. */
function withTranslations(translations: unknown) {
  return {
    ...message,
    data: { ...message.data, interactiveData: { ...form, translations } },
  };
}

describe('given a form with translations', () => {
  test('parses strictly and keeps them, so a renderer can show them', () => {
    const result = parseFormMessage(message);
    expect(result).toMatchObject({ success: true, warnings: [] });
    expect(result.success && result.data.data.interactiveData.translations?.de?.title).toBe(
      'Mittagessen bestellen',
    );
  });

  test('reports each broken part at its pointer: a tag, an id, a key that is not a text, an option', () => {
    const result = parseFormMessage(
      withTranslations({
        'not a tag': { title: 'x' },
        fr: {
          elements: {
            nothing: { label: 'Rien' },
            dish: { label: 'Plat', elementId: 'other', pattern: '.*' },
            size: { options: { medium: 'Moyen' } },
          },
        },
      }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map(({ pointer, code }) => [pointer, code])).toEqual([
      ['/data/interactiveData/translations/not a tag', 'invalid_language_tag'],
      ['/data/interactiveData/translations/fr/elements/nothing', 'unknown_element_id'],
      ['/data/interactiveData/translations/fr/elements/dish/elementId', 'untranslatable_key'],
      ['/data/interactiveData/translations/fr/elements/dish/pattern', 'untranslatable_key'],
      ['/data/interactiveData/translations/fr/elements/size/options/medium', 'unknown_option'],
    ]);
    expect(result.issues[2]?.message).toBe(
      'elementId is not a text of a textInput element; a translation may give label, placeholder, patternMessage',
    );
  });

  test('reports a text that is not a string, and options on an element without options', () => {
    expect(
      parseFormMessage(withTranslations({ fr: { elements: { dish: { label: 3 } } } })),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/data/interactiveData/translations/fr/elements/dish/label' }],
    });
    expect(
      parseFormMessage(
        withTranslations({ fr: { elements: { dish: { label: { text: 'Plat' } } } } }),
      ),
    ).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/data/interactiveData/translations/fr/elements/dish/label',
          code: 'invalid_type',
        },
      ],
    });
    expect(
      parseFormMessage(withTranslations({ fr: { elements: { dish: { options: { a: 'A' } } } } })),
    ).toMatchObject({
      success: false,
      issues: [
        {
          pointer: '/data/interactiveData/translations/fr/elements/dish/options',
          code: 'untranslatable_key',
          message: 'a textInput element has no options to translate',
        },
      ],
    });
  });

  test('lenient parsing drops each broken text with a warning and keeps the rest, without changing the input', () => {
    const input = withTranslations({
      'not a tag': { title: 'x' },
      fr: {
        title: 'Commande',
        elements: { nothing: { label: 'Rien' }, dish: { label: 'Plat', pattern: '.*' } },
      },
    });
    const written = JSON.stringify(input);
    const result = parseFormMessage(input, { mode: 'lenient' });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData.translations).toEqual({
      fr: { title: 'Commande', elements: { dish: { label: 'Plat' } } },
    });
    expect(result.warnings.map(({ pointer, code }) => [pointer, code])).toEqual([
      ['/data/interactiveData/translations/not a tag', 'dropped_translation'],
      ['/data/interactiveData/translations/fr/elements/nothing', 'dropped_translation'],
      ['/data/interactiveData/translations/fr/elements/dish/pattern', 'dropped_translation'],
    ]);
    expect(JSON.stringify(input)).toBe(written);
  });

  test('lenient parsing drops translations that are not an object, and the form still reads', () => {
    const result = parseFormMessage(withTranslations(['de']), { mode: 'lenient' });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData).not.toHaveProperty('translations');
    expect(result.warnings).toEqual([
      expect.objectContaining({
        pointer: '/data/interactiveData/translations',
        code: 'dropped_translations',
      }),
    ]);
  });

  test('a submission is checked by ids and values, which no translation changes', () => {
    expect(validateSubmission(message, { dish: 'Suppe', size: 'large' })).toMatchObject({
      success: true,
    });
    expect(validateSubmission(message, { dish: 'Suppe', size: 'Groß' })).toMatchObject({
      success: false,
    });
  });

  test('the JSON Schema describes translations, so an editor can offer them', () => {
    const schema = createFormMessageJsonSchema() as {
      $defs?: Record<string, unknown>;
    };
    expect(JSON.stringify(schema)).toContain('"translations"');
  });
});

describe('findTranslationLanguage', () => {
  const translations = { de: {}, 'pt-BR': {}, 'zh-Hant': {} };

  test.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['de-AT', 'de'],
    ['pt-br', 'pt-BR'],
    ['zh-Hant-TW', 'zh-Hant'],
  ])('a reader in %s reads %s', (requested, expected) => {
    expect(findTranslationLanguage(translations, requested)).toBe(expected);
  });

  test('none for a language without a translation, nor for a wider one (pt does not read pt-BR)', () => {
    expect(findTranslationLanguage(translations, 'fr')).toBeUndefined();
    expect(findTranslationLanguage(translations, 'pt')).toBeUndefined();
    expect(findTranslationLanguage(undefined, 'de')).toBeUndefined();
  });

  test("the reader's languages in their order, skipping a tag that is not one", () => {
    expect(findTranslationLanguage(translations, ['not a tag', 'fr', 'pt-BR', 'de'])).toBe('pt-BR');
  });
});

describe('translateForm', () => {
  test("gives the language's texts and keeps ids, values, defaults and actions", () => {
    const shown = translateForm(form, ['de-CH']);
    expect(shown.title).toBe('Mittagessen bestellen');
    expect(shown.goalCompletionText).toBe(form.goalCompletionText);
    expect(shown.formFields[0]).toEqual({
      ...form.formFields[0],
      label: 'Gericht',
      placeholder: { text: 'Suppe, Salat…' },
    });
    expect(shown.formFields[1]).toMatchObject({
      elementId: 'size',
      label: 'Größe',
      defaultValue: 'small',
      options: [
        { value: 'small', label: 'Klein' },
        { value: 'large', label: 'Groß' },
      ],
    });
    expect(shown.submitElement).toEqual({ ...form.submitElement, buttonText: 'Bestellen' });
  });

  test("falls back to the form's own text for each text a language does not give", () => {
    const shown = translateForm(form, 'pt-BR');
    expect(shown.title).toBe('Lunch order');
    expect(shown.formFields.map((element) => element.label)).toEqual(['Prato', 'Size']);
  });

  test('gives the same form object when no language fits, so a memoised view keeps it', () => {
    expect(translateForm(form, 'ja')).toBe(form);
  });
});

test("a rating's end words are texts a translation may give", () => {
  const rated = parseFormMessage({
    ...message,
    data: {
      ...message.data,
      interactiveData: {
        ...form,
        formFields: [
          ...form.formFields,
          {
            elementType: 'rating',
            elementId: 'stay',
            label: 'Your stay',
            lowLabel: 'Poor',
            highLabel: 'Great',
          },
        ],
        translations: { de: { elements: { stay: { lowLabel: 'Schlecht', highLabel: 'Toll' } } } },
      },
    },
  });
  if (!rated.success) throw new Error(JSON.stringify(rated.issues));
  const shown = translateForm(rated.data.data.interactiveData, 'de');
  expect(shown.formFields[2]).toMatchObject({ lowLabel: 'Schlecht', highLabel: 'Toll' });
});

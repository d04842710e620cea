import { describe, expect, test } from 'vitest';

import {
  listFormTexts,
  removeElement,
  setElementOptions,
  setTranslatedText,
  setTranslationLanguage,
  updateElement,
} from '../entries/editing.js';
import {
  createApiAction,
  createButtonElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
  type FormMessageInput,
  parseFormMessage,
} from '../index.js';

const message: FormMessageInput = createFormMessage({
  title: 'Lunch order',
  formFields: [
    createTextInputElement({ elementId: 'dish', label: 'Dish' }),
    createDropdownElement({
      elementId: 'size',
      label: 'Size',
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
      title: 'Mittagessen',
      elements: {
        dish: { label: 'Gericht' },
        size: { label: 'Größe', options: { small: 'Klein', large: 'Groß' } },
      },
    },
    fr: { elements: { dish: { label: 'Plat' } } },
  },
});

const translationsOf = (edited: FormMessageInput) => edited.data.interactiveData.translations;

/** Every edit must leave a message that still parses strictly: no text of a missing element. */
function expectValid(edited: FormMessageInput) {
  expect(parseFormMessage(edited)).toMatchObject({ success: true });
}

describe('editing a translated form keeps its translations true to it', () => {
  test('removing an element drops its texts in every language', () => {
    const edited = removeElement(message, 'dish');
    expect(translationsOf(edited)).toEqual({
      de: {
        title: 'Mittagessen',
        elements: { size: { label: 'Größe', options: { small: 'Klein', large: 'Groß' } } },
      },
      fr: {},
    });
    expectValid(edited);
  });

  test('renaming an element moves its texts to the new id', () => {
    const edited = updateElement(message, 'dish', { elementId: 'meal' });
    expect(translationsOf(edited)?.de?.elements).toHaveProperty('meal', { label: 'Gericht' });
    expect(translationsOf(edited)?.fr?.elements).toEqual({ meal: { label: 'Plat' } });
    expectValid(edited);
  });

  test('replacing options drops the labels of values no longer offered', () => {
    const edited = setElementOptions(message, 'size', [{ value: 'small', label: 'Small' }]);
    expect(translationsOf(edited)?.de?.elements?.size).toEqual({
      label: 'Größe',
      options: { small: 'Klein' },
    });
    expectValid(edited);
  });
});

describe('setTranslatedText', () => {
  test('sets a form text, an element text and an option label, adding the language', () => {
    let edited = setTranslatedText(message, 'es', { key: 'title' }, 'Almuerzo');
    edited = setTranslatedText(edited, 'es', { elementId: 'order', key: 'buttonText' }, 'Pedir');
    edited = setTranslatedText(edited, 'es', { elementId: 'size', option: 'large' }, 'Grande');
    expect(translationsOf(edited)?.es).toEqual({
      title: 'Almuerzo',
      elements: { order: { buttonText: 'Pedir' }, size: { options: { large: 'Grande' } } },
    });
    expectValid(edited);
  });

  test("a blank text removes it, and what is left empty goes, so the message's own shows", () => {
    const edited = setTranslatedText(message, 'fr', { elementId: 'dish', key: 'label' }, '  ');
    expect(translationsOf(edited)?.fr).toEqual({});
    expectValid(edited);
  });
});

test('setTranslationLanguage adds a language with no texts and removes one with all of them', () => {
  const added = setTranslationLanguage(message, 'it', true);
  expect(translationsOf(added)).toHaveProperty('it', {});
  expect(translationsOf(setTranslationLanguage(added, 'it', true))).toEqual(translationsOf(added));
  const removed = setTranslationLanguage(setTranslationLanguage(message, 'fr', false), 'de', false);
  expect(removed.data.interactiveData).not.toHaveProperty('translations');
  expectValid(removed);
});

test('listFormTexts gives every text a reader meets, in order, with its translation', () => {
  expect(
    listFormTexts(message, 'de').map(({ place, own, translated }) => [
      Object.values(place).join(' '),
      own,
      translated,
    ]),
  ).toEqual([
    ['title', 'Lunch order', 'Mittagessen'],
    ['dish label', 'Dish', 'Gericht'],
    ['size label', 'Size', 'Größe'],
    ['size small', 'Small', 'Klein'],
    ['size large', 'Large', 'Groß'],
    ['order buttonText', 'Order', undefined],
    ['goalCompletionText', '', undefined],
  ]);
});

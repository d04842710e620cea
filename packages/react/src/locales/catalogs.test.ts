import { createTextInputElement } from '@chatforms/core';
import { describe, expect, test } from 'vitest';

import { defaultMessages, type FieldIssue, type FormMessages } from '../messages.js';
import { catalogLoaders, findCatalog } from './find-catalog.js';

// The languages the chat service's web UI kit ships (its docs' list: en and en-GB, zh and zh-TW,
// and 15 more), with Italian, which its React Native kit adds, and Hebrew, a second right-to-left one.
const kitLanguages = [
  'ar',
  'de',
  'en',
  'en-GB',
  'es',
  'fr',
  'hi',
  'hu',
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

const issue: FieldIssue = {
  code: 'custom_code',
  message: 'core says',
  text: '«TEXT»',
  element: createTextInputElement({ elementId: 'name', label: 'Name' }),
};

/** Every key's text, functions called with arguments that show where each one lands. */
function writeEveryText(messages: FormMessages): Record<string, string> {
  return {
    locale: messages.locale,
    fieldError: messages.fieldError(issue),
    requiredField: messages.requiredField,
    requiredChoice: messages.requiredChoice,
    requiredChoices: messages.requiredChoices,
    tooShort: [1, 2, 5, 21].map(messages.tooShort).join(' | '),
    tooLong: [1, 2, 5, 21].map(messages.tooLong).join(' | '),
    patternMismatch: messages.patternMismatch,
    tooFewChoices: [1, 2, 5, 21].map(messages.tooFewChoices).join(' | '),
    tooManyChoices: [1, 2, 5, 21].map(messages.tooManyChoices).join(' | '),
    outOfRange: [messages.outOfRange(1, 5), messages.outOfRange(0, 10)].join(' | '),
    charactersLeft: [1, 2, 0, -1, -2, -21].map(messages.charactersLeft).join(' | '),
    tooEarly: messages.tooEarly('«EARLIEST»'),
    tooLate: messages.tooLate('«LATEST»'),
    invalidFieldCount: [1, 2, 5, 21].map(messages.invalidFieldCount).join(' | '),
    sending: messages.sending,
    sent: messages.sent,
    changesNotSent: messages.changesNotSent,
    requestFailed: messages.requestFailed(418),
    fieldsRejected: messages.fieldsRejected,
    networkError: messages.networkError,
    timeout: messages.timeout,
    actionFailed: messages.actionFailed,
    interactionFailed: messages.interactionFailed,
    unsafeUrl: messages.unsafeUrl,
    unusableButton: messages.unusableButton('«REASON»'),
    actionUnavailable: messages.actionUnavailable,
    retry: messages.retry,
    completion: messages.completion,
    loading: messages.loading,
    unrenderable: messages.unrenderable,
    unrenderableDetails: messages.unrenderableDetails,
    elementFailed: messages.elementFailed,
    required: messages.required,
    emptyOption: messages.emptyOption,
    timeZone: messages.timeZone('«ZONE»'),
    repeatedTime: messages.repeatedTime('«TIME»'),
    repeatedTimeOption: [
      messages.repeatedTimeOption('«TIME»', '«OFFSET»', '«ABBREVIATION»'),
      messages.repeatedTimeOption('«TIME»', '«OFFSET»', undefined),
    ].join(' | '),
    skippedTime: messages.skippedTime('«TIME»', '«NEXT»'),
    senderReadOnly: messages.senderReadOnly,
    fieldShown: messages.fieldShown('«LABEL»'),
  };
}

// What each function must carry into its text.
const placeholders: Record<string, string[]> = {
  fieldError: ['«TEXT»'],
  tooEarly: ['«EARLIEST»'],
  tooLate: ['«LATEST»'],
  invalidFieldCount: ['1', '2', '5', '21'],
  tooShort: ['1', '2', '5', '21'],
  tooLong: ['1', '2', '5', '21'],
  tooFewChoices: ['1', '2', '5', '21'],
  tooManyChoices: ['1', '2', '5', '21'],
  outOfRange: ['1', '5', '0', '10'],
  charactersLeft: ['1', '2', '0', '21'],
  requestFailed: ['418'],
  unusableButton: ['«REASON»'],
  timeZone: ['«ZONE»'],
  repeatedTime: ['«TIME»'],
  repeatedTimeOption: ['«TIME»', '«OFFSET»', '«ABBREVIATION»'],
  skippedTime: ['«TIME»', '«NEXT»'],
  fieldShown: ['«LABEL»'],
};

// Texts that may read as English's: the way a function passes text on, and a time's notation.
const sameAsEnglish = new Set(['fieldError', 'repeatedTimeOption']);

const english = writeEveryText(defaultMessages);

test('the texts written out here are every key of the English ones', () => {
  expect(Object.keys(english).sort()).toEqual(Object.keys(defaultMessages).sort());
});

test('English carries every placeholder into its text', () => {
  for (const [key, values] of Object.entries(placeholders))
    for (const value of values) expect(english[key], key).toContain(value);
});

describe.each(Object.keys(catalogLoaders))('the built-in %s texts', (key) => {
  test('have every key, and nothing else', async () => {
    const catalog = await catalogLoaders[key]!();
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(defaultMessages).sort());
    expect(catalog.locale.toLowerCase()).toBe(key);
  });

  test('carry every placeholder into their text', async () => {
    const texts = writeEveryText(await catalogLoaders[key]!());
    for (const [name, values] of Object.entries(placeholders))
      for (const value of values) expect(texts[name], name).toContain(value);
  });

  test('are no copy of English', async () => {
    const texts = writeEveryText(await catalogLoaders[key]!());
    const copied = Object.keys(texts).filter(
      (name) => texts[name] === english[name] && !sameAsEnglish.has(name),
    );
    // British English shares all but a few words; every other language shares none.
    if (key === 'en-gb') expect(copied.length).toBeLessThan(Object.keys(texts).length - 1);
    else expect(copied).toEqual([]);
  });

  test('end every sentence as their own language does', async () => {
    const texts = writeEveryText(await catalogLoaders[key]!());
    // An English full stop after a Chinese or Japanese sentence, or one left out in a translation.
    if (key === 'ja' || key.startsWith('zh')) expect(texts.completion).toMatch(/。$/);
    else if (key === 'hi') expect(texts.completion).toMatch(/।$/);
    else expect(texts.completion).toMatch(/\.$/);
  });
});

test.each(kitLanguages)('finds texts for %s, one of the kit’s languages', async (tag) => {
  const catalog = await findCatalog(tag);
  // English is built in: no chunk is loaded for it.
  if (tag === 'en') expect(catalog).toBeUndefined();
  else expect(catalog?.locale).toBe(tag);
});

test.each([
  ['de-AT', 'de'],
  ['pt-BR', 'pt'],
  ['en-GB', 'en-GB'],
  ['zh-CN', 'zh'],
  ['zh-Hans-SG', 'zh'],
  ['zh-HK', 'zh-TW'],
  ['zh-Hant', 'zh-TW'],
  ['ar-EG', 'ar'],
])('gives %s the texts of %s', async (tag, expected) => {
  expect((await findCatalog(tag))?.locale).toBe(expected);
});

test.each(['fi', 'en-AU', 'yue'])(
  'has no texts for %s, which is then read in English',
  async (tag) => {
    expect(await findCatalog(tag)).toBeUndefined();
  },
);

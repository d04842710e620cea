// @vitest-environment node
import { readWildSample, type WildSampleName, wildSamples } from '@chatforms/fixtures/wild';
import { expect, test } from 'vitest';

import { readJsonDraft } from './read-json-draft.js';

// Quirks seen in a chat service's published samples, written again in our values (notes in
// @chatforms/fixtures/wild), pasted into the JSON view or imported as a file.
function read(name: WildSampleName) {
  return readJsonDraft(readWildSample(name));
}

/** What reading gives, in a line: which part was wrapped, and the issue codes at their pointers. */
function summarise(name: WildSampleName): string {
  const result = read(name);
  const issues = result.issues.map((issue) => `${issue.pointer} ${issue.code}`);
  if (result.kind === 'invalid') return ['refused', ...issues].join('; ');
  const how = [result.wrapped ?? 'whole message', ...(result.normalised ? ['normalised'] : [])];
  return [`opened (${how.join(', ')})`, ...issues].join('; ');
}

const field = '/data/interactiveData/formFields/0';

test('a single element from the docs opens in a new form, with its own mistakes listed', () => {
  expect(summarise('label-empty-element-id')).toBe(
    `opened (one label element); ${field}/elementId too_small`,
  );
  expect(summarise('checkbox-duplicate-options-empty-defaults')).toBe(
    [
      'opened (one checkbox element)',
      `${field}/elementId too_small`,
      `${field}/options/1/value duplicate_option_value`,
      `${field}/defaultValue/0 default_not_in_options`,
      `${field}/defaultValue/1 default_not_in_options`,
    ].join('; '),
  );
  // Its action names its type "type": renamed, so the inspector shows an apiAction to fix.
  expect(summarise('button-action-duplicate-keys')).toBe(
    [
      'opened (one button element, normalised)',
      `${field}/elementId too_small`,
      `${field}/action/url invalid_url`,
      `${field}/action/method invalid_value`,
      `${field}/action/payload invalid_type`,
      `${field}/action/headers invalid_type`,
      `${field}/action/dataKey too_small`,
    ].join('; '),
  );
  expect(summarise('date-time-false-default')).toBe(
    `opened (one dateTime element); ${field}/defaultValue invalid_type`,
  );
  expect(summarise('flutter-text-input')).toBe('opened (one textInput element)');
  expect(summarise('flutter-submit-button')).toBe('opened (one button element)');
});

test('an SDK interactiveData object opens as a whole message, normalised where it uses aliases', () => {
  expect(summarise('android-smallest-form')).toBe('opened (interactiveData)');
  expect(summarise('ios-form-default-option')).toBe('opened (interactiveData, normalised)');
  expect(summarise('uikit-ios-form-empty-api-url')).toBe(
    'opened (interactiveData); /data/interactiveData/submitElement/action/url invalid_url',
  );
  const wrapped = read('android-smallest-form');
  expect(wrapped.kind === 'draft' && wrapped.message).toMatchObject({
    category: 'interactive',
    type: 'form',
    data: { allowSenderInteraction: false, interactiveData: { formFields: expect.any(Array) } },
  });
});

test('a bare action is refused with a hint to give it to a button', () => {
  const result = read('api-action-colon-less-url');
  expect(result).toMatchObject({ kind: 'invalid', issues: [{ code: 'not_a_form' }] });
  expect(result.issues[0]?.message).toBe(
    "This is a button action (apiAction), not a form message: add a Button and paste its fields into the button's action.",
  );
});

test('cards, schedulers and custom messages are refused as not forms', () => {
  const names: WildSampleName[] = [
    'rest-card-message',
    'rest-scheduler-message',
    'scheduler-interaction-request',
    'custom-interactive-text',
  ];
  for (const name of names) {
    const result = read(name);
    expect(result.kind, name).toBe('invalid');
    expect(
      result.issues.map((issue) => issue.message),
      name,
    ).toContain('type must be "form" (cards, schedulers and custom messages are not forms)');
  }
});

test('every sample either opens or is refused with at least one issue, and nothing throws', () => {
  const names = Object.keys(wildSamples) as WildSampleName[];
  expect(names.length).toBeGreaterThanOrEqual(30);
  for (const name of names) {
    const result = read(name);
    if (result.kind === 'invalid') expect(result.issues.length, name).toBeGreaterThan(0);
    else expect(result.message.data.interactiveData.formFields, name).toBeInstanceOf(Array);
  }
});

test('forms the kit renders but strict parsing refuses open with each quirk listed at its pointer', () => {
  expect(summarise('text-input-and-submit-share-id')).toBe(
    'opened (whole message); /data/interactiveData/submitElement/elementId duplicate_element_id',
  );
  expect(summarise('date-time-unquoted-t-format')).toBe(
    'opened (interactiveData); /data/interactiveData/formFields/0/dateTimeFormat invalid_date_time_format',
  );
  expect(summarise('booleans-and-numbers-as-text')).toBe(
    [
      'opened (whole message)',
      '/data/interactiveData/formFields/0/optional invalid_type',
      '/data/interactiveData/formFields/0/maxLines invalid_type',
      '/data/interactiveData/formFields/1/optional invalid_type',
      '/data/interactiveData/submitElement/disableAfterInteracted invalid_type',
      '/data/allowSenderInteraction invalid_type',
    ].join('; '),
  );
});

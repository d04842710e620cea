import { readdirSync } from 'node:fs';

import { expect, test } from 'vitest';

// Quirks seen in a chat service's published samples, written again in our values (notes in
// wild-samples.ts). Read by path, not by package: @chatforms/fixtures depends on core.
import {
  readWildSample,
  wildSampleDirectory,
  type WildSampleName,
  wildSamples,
} from '../../../internal/fixtures/src/wild-samples.js';
import {
  formatKitFormData,
  type Issue,
  parseButtonAction,
  parseCardMessage,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  type ParseResult,
  readInteractiveMessageText,
  validateSubmission,
} from './index.js';

function summarise(result: ParseResult<unknown>): string[] {
  const list: Issue[] = result.success ? result.warnings : result.issues;
  return list.map((issue) => `${issue.pointer} ${issue.code}`);
}

test('rejects the docs label sample because its elementId is empty', () => {
  expect(summarise(parseFormElement(readWildSample('label-empty-element-id')))).toEqual([
    '/elementId too_small',
  ]);
});

test('rejects the docs text input sample only for its empty elementId', () => {
  expect(summarise(parseFormElement(readWildSample('text-input-empty-element-id')))).toEqual([
    '/elementId too_small',
  ]);
});

test('reads the broken button sample with its duplicate keys and reports each wrong field', () => {
  const result = parseFormElement(readWildSample('button-action-duplicate-keys'));
  expect(summarise(result)).toEqual([
    '/elementId too_small',
    '/action/url invalid_url',
    '/action/method invalid_value',
    '/action/payload invalid_type',
    '/action/headers invalid_type',
    '/action/dataKey too_small',
  ]);
});

test('rejects the docs apiAction sample for its colon-less URL, empty method and dataKey at once', () => {
  expect(summarise(parseButtonAction(readWildSample('api-action-colon-less-url')))).toEqual([
    '/url invalid_url',
    '/method invalid_value',
    '/dataKey too_small',
  ]);
});

test('with method and dataKey filled in, the docs apiAction sample is refused for its URL alone', () => {
  const action = {
    ...JSON.parse(readWildSample('api-action-colon-less-url')),
    method: 'POST',
    dataKey: 'formData',
  };
  const result = parseButtonAction(action);
  expect(result.success ? [] : result.issues).toEqual([
    expect.objectContaining({
      pointer: '/url',
      code: 'invalid_url',
      message: expect.stringContaining('https//example.org/hooks/feedback'),
    }),
  ]);
});

test('rejects the "<VALID URL>" placeholder of the urlNavigation and deepLinkAction samples', () => {
  expect(summarise(parseButtonAction(readWildSample('url-navigation-placeholder-url')))).toEqual([
    '/url invalid_url',
  ]);
  expect(summarise(parseButtonAction(readWildSample('deep-link-placeholder-url')))).toEqual([
    '/url invalid_url',
  ]);
});

test('accepts the customAction sample as it is', () => {
  const result = parseButtonAction(readWildSample('custom-action-bare'));
  expect(result).toEqual({ success: true, data: { actionType: 'customAction' }, warnings: [] });
});

test('rejects the checkbox sample for its duplicate options and defaults outside the options', () => {
  expect(
    summarise(parseFormElement(readWildSample('checkbox-duplicate-options-empty-defaults'))),
  ).toEqual([
    '/elementId too_small',
    '/options/1/value duplicate_option_value',
    '/defaultValue/0 default_not_in_options',
    '/defaultValue/1 default_not_in_options',
  ]);
});

test('rejects the dropdown sample for its duplicate option values', () => {
  expect(summarise(parseFormElement(readWildSample('dropdown-duplicate-option-values')))).toEqual([
    '/elementId too_small',
    '/options/1/value duplicate_option_value',
  ]);
});

test('accepts repeated option labels on radio and singleSelect, rejecting only the empty elementId', () => {
  expect(summarise(parseFormElement(readWildSample('radio-repeated-option-labels')))).toEqual([
    '/elementId too_small',
  ]);
  expect(
    summarise(parseFormElement(readWildSample('single-select-repeated-option-labels'))),
  ).toEqual(['/elementId too_small']);
});

test('rejects the dateTime sample whose defaultValue is the boolean false', () => {
  expect(summarise(parseFormElement(readWildSample('date-time-false-default')))).toEqual([
    '/defaultValue invalid_type',
  ]);
});

test('rejects the PHP-style dateTimeFormat of the dateTime sample once its default is fixed', () => {
  const element = {
    ...JSON.parse(readWildSample('date-time-false-default')),
    defaultValue: '2025-03-10',
  };
  expect(summarise(parseFormElement(element))).toEqual([
    '/dateTimeFormat invalid_date_time_format',
  ]);
});

test('rejects the REST form example only for its dateTime default, keeping its stray keys', () => {
  const result = parseFormMessage(readWildSample('rest-form-message-with-date-time'));
  expect(summarise(result)).toEqual([
    '/data/interactiveData/formFields/7/defaultValue invalid_type',
  ]);
});

test('rejects card and scheduler messages: they are not forms', () => {
  const names: WildSampleName[] = ['rest-card-message', 'rest-scheduler-message'];
  for (const name of names) {
    const result = parseFormMessage(readWildSample(name));
    expect(summarise(result)).toContain('/type invalid_value');
  }
});

test.each(['strict', 'lenient'] as const)(
  'reads the card example in %s mode as a card of three buttons whose goal never completes',
  (mode) => {
    const result = parseCardMessage(readWildSample('rest-card-message'), { mode });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.warnings).toEqual([]);
    const { cardActions } = result.data.data.interactiveData;
    expect(cardActions.map((button) => [button.elementId, button.action.actionType])).toEqual([
      ['order', 'apiAction'],
      ['browse', 'urlNavigation'],
      ['confirm', 'apiAction'],
    ]);
    // The backslash leaked into the header value is kept: it is a string, as headers must be.
    expect(cardActions[0]?.action).toMatchObject({
      headers: { 'Content-Type': 'application\\/json' },
    });
    expect(result.data.data.interactionGoal).toEqual({ type: 'none', elementIds: [] });
  },
);

test('reads the scheduler example as its title and calendar link, with one reason', () => {
  expect(readInteractiveMessageText(readWildSample('rest-scheduler-message'))).toEqual({
    type: 'scheduler',
    text: 'Book a call with the help desk',
    link: 'https://example.org/calendar/help-desk.ics',
    reason: expect.objectContaining({
      pointer: '/type',
      code: 'not_a_form',
      message: 'scheduler messages are not forms: shown as text',
    }),
  });
});

test('accepts the bot form example with its buttons, goal and unknown keys kept', () => {
  const result = parseFormMessage(readWildSample('rest-bot-form-message'));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([]);
  const form = result.data.data.interactiveData;
  expect(form.formFields.map((element) => element.elementType)).toContain('button');
  expect(form.formFields[0]).toMatchObject({ elementId: 'givenName', defaultValue: 'Mira' });
  expect(result.data.data.interactionGoal).toEqual({ type: 'allOf', elementIds: ['send'] });
});

test('rejects the "Select" element type of the Flutter samples with a clear message', () => {
  const result = parseInteractiveData(readWildSample('flutter-survey-select-checkbox'));
  expect(result.success ? [] : result.issues).toEqual([
    expect.objectContaining({
      pointer: '/formFields/2/elementType',
      code: 'unknown_element_type',
      message: expect.stringContaining('not "Select"'),
    }),
  ]);
  expect(summarise(parseFormElement(readWildSample('flutter-select-checkbox')))).toEqual([
    '/elementType unknown_element_type',
  ]);
});

test('skips the "Select" element in lenient mode and keeps the rest of the survey', () => {
  const result = parseInteractiveData(readWildSample('flutter-survey-select-checkbox'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data.formFields.map((element) => element.elementId)).toEqual([
    'firstName',
    'team',
    'mood',
  ]);
  expect(summarise(result)).toEqual(['/formFields/2 skipped_element']);
});

test('accepts the smallest Android demo form as it is', () => {
  expect(parseInteractiveData(readWildSample('android-smallest-form')).success).toBe(true);
});

test('accepts the iOS form, removing the empty singleSelect default and keeping defaultOption as an unknown key', () => {
  const result = parseInteractiveData(readWildSample('ios-form-default-option'));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(summarise(result)).toEqual(['/formFields/5/defaultValue removed_key']);
  expect(result.data.formFields[3]).toMatchObject({ elementType: 'dropdown', defaultOption: '' });
  expect(result.data.formFields[5]).not.toHaveProperty('defaultValue');
});

test('rejects the iOS UI-kit form whose apiAction url is empty', () => {
  expect(summarise(parseInteractiveData(readWildSample('uikit-ios-form-empty-api-url')))).toEqual([
    '/submitElement/action/url invalid_url',
  ]);
});

test('refuses the sample app form with an empty submit url in strict mode', () => {
  expect(summarise(parseFormMessage(readWildSample('sample-app-form-empty-submit-url')))).toEqual([
    '/data/interactiveData/submitElement/action/url invalid_url',
  ]);
});

test('keeps the sample app form in lenient mode, its submit button kept as written and unusable', () => {
  const result = parseFormMessage(readWildSample('sample-app-form-empty-submit-url'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data.data.interactiveData.formFields).toHaveLength(7);
  expect(result.data.data.interactiveData.submitElement.action).toEqual({
    actionType: 'urlNavigation',
    url: '',
  });
  expect(summarise(result)).toEqual([
    '/data/interactiveData/submitElement/action/url unusable_element',
  ]);
});

test('refuses the sample with a dateTime default before from in strict mode', () => {
  expect(
    summarise(parseFormMessage(readWildSample('sample-app-date-time-default-before-from'))),
  ).toEqual(['/data/interactiveData/formFields/1/defaultValue date_time_out_of_range']);
});

test('drops the dateTime default before from in lenient mode and keeps every field', () => {
  const result = parseFormMessage(readWildSample('sample-app-date-time-default-before-from'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  const fields = result.data.data.interactiveData.formFields;
  expect(fields.map((element) => element.elementId)).toEqual(['name', '67', '68', '69', 'block']);
  expect(fields[1]).not.toHaveProperty('defaultValue');
  expect(fields[2]).toHaveProperty('defaultValue', '2024-01-11');
  expect(summarise(result)).toEqual([
    '/data/interactiveData/formFields/1/defaultValue dropped_default',
  ]);
});

test('shows the REST example in lenient mode: its false dateTime default dropped, its PHP-style format replaced by the date default', () => {
  const result = parseFormMessage(readWildSample('rest-form-message-with-date-time'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(summarise(result)).toEqual([
    '/data/interactiveData/formFields/7/defaultValue dropped_default',
    '/data/interactiveData/formFields/7/dateTimeFormat replaced_date_time_format',
  ]);
  expect(result.data.data.interactiveData.formFields[7]).toMatchObject({
    dateTimeFormat: 'yyyy-MM-dd',
  });
});

test('accepts the Flutter text input, dropdown and submit button samples', () => {
  const names: WildSampleName[] = [
    'flutter-text-input',
    'flutter-dropdown',
    'flutter-submit-button',
  ];
  for (const name of names) {
    expect(parseFormElement(readWildSample(name))).toMatchObject({ success: true, warnings: [] });
  }
});

test('rejects scheduler requests, header maps and custom interactive data as form messages', () => {
  const names: WildSampleName[] = [
    'scheduler-interaction-request',
    'scheduler-interaction-request-underscore-zone',
    'scheduler-headers-underscore-type',
    'scheduler-headers-secret-placeholder',
    'scheduler-availability-partial',
    'custom-interactive-text',
  ];
  for (const name of names) {
    expect(summarise(parseFormMessage(readWildSample(name))), name).toEqual(
      expect.arrayContaining(['/category invalid_value', '/type invalid_value']),
    );
  }
});

test('rejects custom interactive data as a form: it has no formFields', () => {
  expect(summarise(parseInteractiveData(readWildSample('custom-interactive-text')))).toEqual([
    '/formFields invalid_type',
    '/submitElement invalid_type',
  ]);
});

test('refuses the React kit form whose text input and submit button share the id "1" in strict mode', () => {
  expect(summarise(parseFormMessage(readWildSample('text-input-and-submit-share-id')))).toEqual([
    '/data/interactiveData/submitElement/elementId duplicate_element_id',
  ]);
});

test('shows the React kit form in lenient mode, its submit button read as "1~2" and the goal pointed at it', () => {
  const result = parseFormMessage(readWildSample('text-input-and-submit-share-id'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([
    {
      path: ['data', 'interactiveData', 'submitElement', 'elementId'],
      pointer: '/data/interactiveData/submitElement/elementId',
      code: 'renamed_duplicate_id',
      message:
        'elementId "1" is already used by formFields.0; read as "1~2" (it submits no value: the kit\'s formData key "1" stays formFields.0\'s)',
    },
    {
      path: ['data', 'interactionGoal', 'elementIds', 0],
      pointer: '/data/interactionGoal/elementIds/0',
      code: 'renamed_duplicate_id',
      message: '"1" is shared; read as the button "1~2", since a goal counts presses',
    },
  ]);
  const form = result.data.data.interactiveData;
  expect(form.formFields[0]).toMatchObject({ elementType: 'textInput', elementId: '1' });
  expect(form.submitElement.elementId).toBe('1~2');
  expect(result.data.data.interactionGoal).toEqual({ type: 'allOf', elementIds: ['1~2'] });
  expect(validateSubmission(result.data, { '1': 'A fern cutting' })).toEqual({
    success: true,
    data: { '1': 'A fern cutting' },
    warnings: [],
  });
  expect(formatKitFormData(result.data, { '1': 'A fern cutting' })).toEqual({
    '1': 'A fern cutting',
  });
});

test('refuses the date picker whose dateTimeFormat has an unquoted T in strict mode', () => {
  const result = parseInteractiveData(readWildSample('date-time-unquoted-t-format'));
  expect(result.success ? [] : result.issues).toEqual([
    {
      path: ['formFields', 0, 'dateTimeFormat'],
      pointer: '/formFields/0/dateTimeFormat',
      code: 'invalid_date_time_format',
      message:
        '"yyyy-MM-ddTHH:mm" cannot be both written and read by date-fns: The format string mustn\'t contain `T` and any other token at the same time',
    },
  ]);
});

test('shows the date picker with an unquoted T in lenient mode, on the dateTime default format', () => {
  const result = parseInteractiveData(readWildSample('date-time-unquoted-t-format'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([
    {
      path: ['formFields', 0, 'dateTimeFormat'],
      pointer: '/formFields/0/dateTimeFormat',
      code: 'replaced_date_time_format',
      message:
        '"yyyy-MM-ddTHH:mm" cannot be both written and read by date-fns: The format string mustn\'t contain `T` and any other token at the same time; the kit ignores it, so the dateTime default "yyyy-MM-dd\'T\'HH:mmXXX" is used',
    },
  ]);
  expect(result.data.formFields[0]).toMatchObject({
    dateTimeFormat: "yyyy-MM-dd'T'HH:mmXXX",
    defaultValue: '2026-05-04T09:30',
  });
});

test('refuses booleans and numbers written as text in strict mode, each at its pointer', () => {
  expect(summarise(parseFormMessage(readWildSample('booleans-and-numbers-as-text')))).toEqual([
    '/data/interactiveData/formFields/0/optional invalid_type',
    '/data/interactiveData/formFields/0/maxLines invalid_type',
    '/data/interactiveData/formFields/1/optional invalid_type',
    '/data/interactiveData/submitElement/disableAfterInteracted invalid_type',
    '/data/allowSenderInteraction invalid_type',
  ]);
});

test('reads booleans and numbers written as text in lenient mode, each with a warning', () => {
  const result = parseFormMessage(readWildSample('booleans-and-numbers-as-text'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(
    result.warnings.map((warning) => [warning.pointer, warning.code, warning.message]),
  ).toEqual([
    [
      '/data/interactiveData/formFields/0/optional',
      'normalised_value',
      'optional "false" is text; read as the boolean false',
    ],
    [
      '/data/interactiveData/formFields/0/maxLines',
      'normalised_value',
      'maxLines "1" is text; read as the number 1',
    ],
    [
      '/data/interactiveData/formFields/1/optional',
      'normalised_value',
      'optional "true" is text; read as the boolean true',
    ],
    [
      '/data/interactiveData/submitElement/disableAfterInteracted',
      'normalised_value',
      'disableAfterInteracted "true" is text; read as the boolean true',
    ],
    [
      '/data/allowSenderInteraction',
      'normalised_value',
      'allowSenderInteraction "false" is text; read as the boolean false',
    ],
  ]);
  const form = result.data.data.interactiveData;
  expect(form.formFields[0]).toMatchObject({ optional: false, maxLines: 1 });
  expect(form.formFields[1]).toMatchObject({ optional: true });
  expect(form.submitElement.disableAfterInteracted).toBe(true);
  expect(result.data.data.allowSenderInteraction).toBe(false);
});

test('the wild fixtures are exactly the ones the index describes', () => {
  const files = readdirSync(wildSampleDirectory).filter((file) => file.endsWith('.json'));
  expect(files.sort()).toEqual(
    Object.keys(wildSamples)
      .map((name) => `${name}.json`)
      .sort(),
  );
});

test('the wild fixtures carry no key-like values and link only to example.org', () => {
  for (const name of Object.keys(wildSamples) as WildSampleName[]) {
    const text = readWildSample(name);
    expect(text, name).not.toMatch(/[0-9a-f]{24,}/i);
    for (const [url] of text.matchAll(/https?:\/\/[^"\s/]+/g))
      expect(url, name).toMatch(/^https?:\/\/example\.org$/);
  }
});

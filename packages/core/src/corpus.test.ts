import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import {
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  type Issue,
  type ParseResult,
} from './index.js';

// Real samples from a chat service's public docs, mistakes included (see shared/corpus/cometchat-docs/INDEX.md).
const corpusDirectory = fileURLToPath(
  new URL('../../../../shared/corpus/cometchat-docs/', import.meta.url),
);

function readCorpus(file: string): string {
  return readFileSync(corpusDirectory + file, 'utf8');
}

function summarise(result: ParseResult<unknown>): string[] {
  const list: Issue[] = result.success ? result.warnings : result.issues;
  return list.map((issue) => `${issue.pointer} ${issue.code}`);
}

test('rejects the docs label sample because its elementId is empty', () => {
  expect(summarise(parseFormElement(readCorpus('01-rest-label-element.json')))).toEqual([
    '/elementId too_small',
  ]);
});

test('rejects the docs text input sample only for its empty elementId', () => {
  expect(summarise(parseFormElement(readCorpus('02-rest-text-input-element.json')))).toEqual([
    '/elementId too_small',
  ]);
});

test('reads the broken button sample with its duplicate keys and reports each wrong field', () => {
  const result = parseFormElement(readCorpus('03-rest-button-element-broken.json'));
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
  expect(summarise(parseButtonAction(readCorpus('04-rest-api-action.json')))).toEqual([
    '/url invalid_url',
    '/method invalid_value',
    '/dataKey too_small',
  ]);
});

test('with method and dataKey filled in, the docs apiAction sample is refused for its URL alone', () => {
  const action = {
    ...JSON.parse(readCorpus('04-rest-api-action.json')),
    method: 'POST',
    dataKey: 'formData',
  };
  const result = parseButtonAction(action);
  expect(result.success ? [] : result.issues).toEqual([
    expect.objectContaining({
      pointer: '/url',
      code: 'invalid_url',
      message: expect.stringContaining('https//abc.com'),
    }),
  ]);
});

test('rejects the "<VALID URL>" placeholder of the urlNavigation and deepLinkAction samples', () => {
  expect(summarise(parseButtonAction(readCorpus('05-rest-url-navigation-action.json')))).toEqual([
    '/url invalid_url',
  ]);
  expect(summarise(parseButtonAction(readCorpus('06-rest-deep-link-action.json')))).toEqual([
    '/url invalid_url',
  ]);
});

test('accepts the customAction sample as it is', () => {
  const result = parseButtonAction(readCorpus('07-rest-custom-action.json'));
  expect(result).toEqual({ success: true, data: { actionType: 'customAction' }, warnings: [] });
});

test('rejects the checkbox sample for its duplicate options and defaults outside the options', () => {
  expect(summarise(parseFormElement(readCorpus('08-rest-checkbox-element.json')))).toEqual([
    '/elementId too_small',
    '/options/1/value duplicate_option_value',
    '/defaultValue/0 default_not_in_options',
    '/defaultValue/1 default_not_in_options',
  ]);
});

test('rejects the dropdown sample for its duplicate option values', () => {
  expect(summarise(parseFormElement(readCorpus('09-rest-dropdown-element.json')))).toEqual([
    '/elementId too_small',
    '/options/1/value duplicate_option_value',
  ]);
});

test('accepts repeated option labels on radio and singleSelect, rejecting only the empty elementId', () => {
  expect(summarise(parseFormElement(readCorpus('10-rest-radio-element.json')))).toEqual([
    '/elementId too_small',
  ]);
  expect(summarise(parseFormElement(readCorpus('11-rest-single-select-element.json')))).toEqual([
    '/elementId too_small',
  ]);
});

test('rejects the dateTime sample whose defaultValue is the boolean false', () => {
  expect(summarise(parseFormElement(readCorpus('12-rest-date-time-element.json')))).toEqual([
    '/defaultValue invalid_type',
  ]);
});

test('rejects the PHP-style dateTimeFormat of the dateTime sample once its default is fixed', () => {
  const element = {
    ...JSON.parse(readCorpus('12-rest-date-time-element.json')),
    defaultValue: '2024-06-23',
  };
  expect(summarise(parseFormElement(element))).toEqual([
    '/dateTimeFormat invalid_date_time_format',
  ]);
});

test('rejects the REST form example only for its dateTime default, keeping its stray keys', () => {
  const result = parseFormMessage(readCorpus('13-api-send-message-form-with-date-time.json'));
  expect(summarise(result)).toEqual([
    '/data/interactiveData/formFields/7/defaultValue invalid_type',
  ]);
});

test('rejects card and scheduler messages: they are not forms', () => {
  for (const file of ['14-api-send-message-card.json', '15-api-send-message-scheduler.json']) {
    const result = parseFormMessage(readCorpus(file));
    expect(summarise(result)).toContain('/type invalid_value');
  }
});

test('accepts the bot form example with its buttons, goal and unknown keys kept', () => {
  const result = parseFormMessage(readCorpus('16-api-send-bot-message-form.json'));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([]);
  const form = result.data.data.interactiveData;
  expect(form.formFields.map((element) => element.elementType)).toContain('button');
  expect(form.formFields[0]).toMatchObject({ elementId: 'element1', defaultValue: 'vivek' });
  expect(result.data.data.interactionGoal).toEqual({ type: 'allOf', elementIds: ['element8'] });
});

test('rejects the "Select" element type of the Flutter samples with a clear message', () => {
  const result = parseInteractiveData(readCorpus('17-sdk-survey-form-interactive-data.json'));
  expect(result.success ? [] : result.issues).toEqual([
    expect.objectContaining({
      pointer: '/formFields/2/elementType',
      code: 'unknown_element_type',
      message: expect.stringContaining('not "Select"'),
    }),
  ]);
  expect(
    summarise(parseFormElement(readCorpus('23-sdk-flutter-select-checkbox-element.json'))),
  ).toEqual(['/elementType unknown_element_type']);
});

test('skips the "Select" element in lenient mode and keeps the rest of the survey', () => {
  const result = parseInteractiveData(readCorpus('17-sdk-survey-form-interactive-data.json'), {
    mode: 'lenient',
  });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data.formFields.map((element) => element.elementId)).toEqual([
    'name',
    'age',
    'gender',
  ]);
  expect(summarise(result)).toEqual(['/formFields/2 skipped_element']);
});

test('accepts the smallest Android demo form as it is', () => {
  expect(
    parseInteractiveData(readCorpus('18-sdk-android-demo-form-interactive-data.json')).success,
  ).toBe(true);
});

test('accepts the iOS form, removing the empty singleSelect default and keeping defaultOption as an unknown key', () => {
  const result = parseInteractiveData(readCorpus('19-sdk-ios-form-interactive-data.json'));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(summarise(result)).toEqual(['/formFields/5/defaultValue removed_key']);
  expect(result.data.formFields[3]).toMatchObject({ elementType: 'dropdown', defaultOption: '' });
  expect(result.data.formFields[5]).not.toHaveProperty('defaultValue');
});

test('rejects the iOS UI-kit form whose apiAction url is empty', () => {
  expect(
    summarise(
      parseInteractiveData(readCorpus('20-uikit-ios-form-interactive-data-empty-api-action.json')),
    ),
  ).toEqual(['/submitElement/action/url invalid_url']);
});

test('accepts the Flutter text input, dropdown and submit button samples', () => {
  for (const file of [
    '21-sdk-flutter-text-input-element.json',
    '22-sdk-flutter-dropdown-element.json',
    '24-sdk-flutter-submit-button-element.json',
  ]) {
    expect(parseFormElement(readCorpus(file))).toMatchObject({ success: true, warnings: [] });
  }
});

test('rejects scheduler requests, header maps and custom interactive data as form messages', () => {
  const files = [
    '25-uikit-scheduler-interaction-request.json',
    '26-uikit-ios-scheduler-interaction-request-underscore-zone.json',
    '27-uikit-ios-scheduler-request-headers.json',
    '28-uikit-flutter-scheduler-request-headers.json',
    '29-uikit-scheduler-availability-partial.json',
    '30-uikit-custom-interactive-data-hello.json',
    '31-uikit-android-custom-interactive-data.json',
  ];
  for (const file of files) {
    expect(summarise(parseFormMessage(readCorpus(file)))).toEqual(
      expect.arrayContaining(['/category invalid_value', '/type invalid_value']),
    );
  }
});

test('rejects custom interactive data as a form: it has no formFields', () => {
  expect(
    summarise(parseInteractiveData(readCorpus('30-uikit-custom-interactive-data-hello.json'))),
  ).toEqual(['/formFields invalid_type', '/submitElement invalid_type']);
});

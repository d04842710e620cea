// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { readJsonDraft } from './read-json-draft.js';

// Real samples from a chat service's public docs, mistakes included (see shared/corpus/cometchat-docs/INDEX.md),
// pasted into the JSON view or imported as a file as they are published.
const corpusDirectory = fileURLToPath(
  new URL('../../../../../shared/corpus/cometchat-docs/', import.meta.url),
);

function read(file: string) {
  return readJsonDraft(readFileSync(corpusDirectory + file, 'utf8'));
}

/** What reading gives, in a line: which part was wrapped, and the issue codes at their pointers. */
function summarise(file: string): string {
  const result = read(file);
  const issues = result.issues.map((issue) => `${issue.pointer} ${issue.code}`);
  if (result.kind === 'invalid') return ['refused', ...issues].join('; ');
  const how = [result.wrapped ?? 'whole message', ...(result.normalised ? ['normalised'] : [])];
  return [`opened (${how.join(', ')})`, ...issues].join('; ');
}

const field = '/data/interactiveData/formFields/0';

test('a single element from the docs opens in a new form, with its own mistakes listed', () => {
  expect(summarise('01-rest-label-element.json')).toBe(
    `opened (one label element); ${field}/elementId too_small`,
  );
  expect(summarise('08-rest-checkbox-element.json')).toBe(
    [
      'opened (one checkbox element)',
      `${field}/elementId too_small`,
      `${field}/options/1/value duplicate_option_value`,
      `${field}/defaultValue/0 default_not_in_options`,
      `${field}/defaultValue/1 default_not_in_options`,
    ].join('; '),
  );
  // Its action names its type "type": renamed, so the inspector shows an apiAction to fix.
  expect(summarise('03-rest-button-element-broken.json')).toBe(
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
  expect(summarise('12-rest-date-time-element.json')).toBe(
    `opened (one dateTime element); ${field}/defaultValue invalid_type`,
  );
  expect(summarise('21-sdk-flutter-text-input-element.json')).toBe(
    'opened (one textInput element)',
  );
  expect(summarise('24-sdk-flutter-submit-button-element.json')).toBe(
    'opened (one button element)',
  );
});

test('an SDK interactiveData object opens as a whole message, normalised where it uses aliases', () => {
  expect(summarise('18-sdk-android-demo-form-interactive-data.json')).toBe(
    'opened (interactiveData)',
  );
  expect(summarise('19-sdk-ios-form-interactive-data.json')).toBe(
    'opened (interactiveData, normalised)',
  );
  expect(summarise('20-uikit-ios-form-interactive-data-empty-api-action.json')).toBe(
    'opened (interactiveData); /data/interactiveData/submitElement/action/url invalid_url',
  );
  const wrapped = read('18-sdk-android-demo-form-interactive-data.json');
  expect(wrapped.kind === 'draft' && wrapped.message).toMatchObject({
    category: 'interactive',
    type: 'form',
    data: { allowSenderInteraction: false, interactiveData: { formFields: expect.any(Array) } },
  });
});

test('a bare action is refused with a hint to give it to a button', () => {
  const result = read('04-rest-api-action.json');
  expect(result).toMatchObject({ kind: 'invalid', issues: [{ code: 'not_a_form' }] });
  expect(result.issues[0]?.message).toBe(
    "This is a button action (apiAction), not a form message: add a Button and paste its fields into the button's action.",
  );
});

test('cards, schedulers and custom messages are refused as not forms', () => {
  for (const file of [
    '14-api-send-message-card.json',
    '15-api-send-message-scheduler.json',
    '25-uikit-scheduler-interaction-request.json',
    '30-uikit-custom-interactive-data-hello.json',
  ]) {
    const result = read(file);
    expect(result.kind, file).toBe('invalid');
    expect(
      result.issues.map((issue) => issue.message),
      file,
    ).toContain('type must be "form" (cards, schedulers and custom messages are not forms)');
  }
});

test('every sample either opens or is refused with at least one issue, and nothing throws', () => {
  const files = readdirSync(corpusDirectory).filter((file) => file.endsWith('.json'));
  expect(files.length).toBeGreaterThanOrEqual(30);
  for (const file of files) {
    const result = read(file);
    if (result.kind === 'invalid') expect(result.issues.length, file).toBeGreaterThan(0);
    else expect(result.message.data.interactiveData.formFields, file).toBeInstanceOf(Array);
  }
});

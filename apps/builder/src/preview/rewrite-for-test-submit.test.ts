import { isInputElement, listElementTypes } from '@chatforms/core';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { rewriteForTestSubmit } from './rewrite-for-test-submit.js';

function submitUrl(message: ReturnType<typeof createEmptyFormMessage>): string {
  const action = message.data.interactiveData.submitElement.action as { url: string };
  return action.url;
}

test('a successful test submit points the apiAction at the sandbox without a behaviour', () => {
  const message = rewriteForTestSubmit(
    createEmptyFormMessage(),
    'success',
    'http://127.0.0.1:5173',
  );
  expect(submitUrl(message)).toBe(
    'http://127.0.0.1:5173/sandbox-api/sandbox/submissions/builder-preview',
  );
});

test('failure and delay outcomes ask the sandbox for a 500 and a delay', () => {
  const base = createEmptyFormMessage();
  expect(submitUrl(rewriteForTestSubmit(base, 'failure', 'http://x'))).toMatch(/\?status=500$/);
  expect(submitUrl(rewriteForTestSubmit(base, 'delay', 'http://x'))).toMatch(/\?delayMs=3000$/);
});

test('field errors name the form input elements and leave other actions alone', () => {
  const base = addElement(addElement(createEmptyFormMessage(), 'textInput'), 'button');
  const message = rewriteForTestSubmit(base, 'fieldErrors', 'http://x');
  const url = new URL(submitUrl(message));
  expect(JSON.parse(url.searchParams.get('errors') ?? '{}')).toHaveProperty('textInput1');
  expect(message.data.interactiveData.formFields[1]).toEqual(
    base.data.interactiveData.formFields[1],
  );
});

test('field errors name every input, whatever its type, the date/time input too', () => {
  let base = createEmptyFormMessage();
  for (const elementType of listElementTypes()) base = addElement(base, elementType);
  const inputIds = base.data.interactiveData.formFields
    .filter(isInputElement)
    .map((element) => element.elementId);
  expect(inputIds).toContain('dateTime1');
  const url = new URL(submitUrl(rewriteForTestSubmit(base, 'fieldErrors', 'http://x')));
  expect(Object.keys(JSON.parse(url.searchParams.get('errors') ?? '{}'))).toEqual(inputIds);
});

test('the author’s own endpoint receives test submits, normalised', () => {
  const message = rewriteForTestSubmit(
    createEmptyFormMessage(),
    'endpoint',
    'http://x',
    ' https://Hooks.Northwind-Cafe.com/orders ',
  );
  expect(submitUrl(message)).toBe('https://hooks.northwind-cafe.com/orders');
});

test('an endpoint that is not an absolute http(s) URL gets the sandbox’s 400 instead', () => {
  for (const endpoint of ['', '/orders', '//evil.example/x', 'javascript:alert(1)', 'http:/x']) {
    const message = rewriteForTestSubmit(
      createEmptyFormMessage(),
      'endpoint',
      'http://x',
      endpoint,
    );
    expect(submitUrl(message)).toBe(
      'http://x/sandbox-api/sandbox/submissions/builder-preview?status=400',
    );
  }
});

import { parseFormMessage } from '@chatforms/core';
import { feedbackMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { chooseSubmitTarget, findSubmitUrl, pointSubmits } from './submit-target.js';

const origin = 'http://127.0.0.1:5173';

function parse(message: unknown) {
  const parsed = parseFormMessage(message);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.data;
}

test('finds the submit button’s apiAction URL', () => {
  const message = parse({ ...feedbackMessage, receiver: 'cometchat-uid-2' });

  expect(findSubmitUrl(message)).toBe(
    (message.data.interactiveData.submitElement.action as { url: string }).url,
  );
});

test('starts placeholder and local URLs on the builder’s submission handler, and the author’s own on their URL', () => {
  expect(chooseSubmitTarget('https://example.org/submit', origin)).toBe('handler');
  expect(chooseSubmitTarget('https://forms.example.com/x', origin)).toBe('handler');
  expect(chooseSubmitTarget('http://localhost:8080/hook', origin)).toBe('handler');
  expect(chooseSubmitTarget(undefined, origin)).toBe('handler');
  expect(chooseSubmitTarget('not a url', origin)).toBe('handler');
  expect(chooseSubmitTarget('https://forms.northwind-traders.com/surveys', origin)).toBe('form');
  expect(chooseSubmitTarget(`${origin}/sandbox-api/sandbox/submissions/mine`, origin)).toBe('form');
});

test('points every apiAction at the builder’s test target and keeps the rest of the message', () => {
  const message = parse({ ...feedbackMessage, receiver: 'cometchat-uid-2' });

  const pointed = pointSubmits(message, 'test', origin);

  expect(findSubmitUrl(pointed)).toBe(`${origin}/sandbox-api/sandbox/submissions/builder-preview`);
  expect(pointed.data.interactiveData.formFields).toEqual(message.data.interactiveData.formFields);
  expect(pointSubmits(message, 'form', origin)).toBe(message);
});

test('points every apiAction at the builder’s submission handler and keeps the rest of the message', () => {
  const message = parse({ ...feedbackMessage, receiver: 'cometchat-uid-2' });

  const pointed = pointSubmits(message, 'handler', origin);

  expect(findSubmitUrl(pointed)).toBe(`${origin}/api/submissions`);
  expect(pointed.data.interactiveData.formFields).toEqual(message.data.interactiveData.formFields);
});

import { addElement, createEmptyFormMessage, parseFormMessage } from '@chatforms/core';
import * as core from '@chatforms/core';
import { expect, test } from 'vitest';
import { toCurl } from './to-curl.js';
import { toTypeScript } from './to-typescript.js';

test('the TypeScript uses core factories and rebuilds the same message', () => {
  const message = addElement(addElement(createEmptyFormMessage(), 'radio'), 'button');
  const code = toTypeScript(message);
  expect(code).toContain('createRadioElement({');
  expect(code).toContain('action: createUrlNavigationAction({');
  const body = code.slice(code.indexOf('createFormMessage('));
  const names = Object.keys(core);
  const build = new Function(...names, `return ${body.replace(/;\s*$/, '')}`) as (
    ...args: unknown[]
  ) => unknown;
  const rebuilt = build(...names.map((name) => (core as Record<string, unknown>)[name]));
  expect(parseFormMessage(message, { mode: 'strict' })).toEqual({
    success: true,
    data: rebuilt,
    warnings: [],
  });
});

test('the cURL command quotes the body and never carries the real apiKey', () => {
  const message = { ...createEmptyFormMessage(), receiver: "o'neil" };
  const command = toCurl(message, {
    baseUrl: 'https://app.api-eu.cometchat.io/v3/',
    onBehalfOf: 'uid-1',
  });
  expect(command).toContain("curl -X POST 'https://app.api-eu.cometchat.io/v3/messages'");
  expect(command).toContain("-H 'apiKey: YOUR_API_KEY'");
  expect(command).toContain(`o'\\''neil`);
});

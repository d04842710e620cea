import type { FormMessageInput } from '@chatforms/core';
import * as core from '@chatforms/core';
import {
  createButtonElement,
  createCustomAction,
  createDeepLinkAction,
  parseFormMessage,
  writeFormMessage,
} from '@chatforms/core';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { validMessages } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { toCurl } from './to-curl.js';
import { toTypeScript } from './to-typescript.js';

function runTypeScript(code: string): unknown {
  const body = code.slice(code.indexOf('createFormMessage('));
  const names = Object.keys(core);
  const build = new Function(...names, `return ${body.replace(/;\s*$/, '')}`) as (
    ...args: unknown[]
  ) => unknown;
  return build(...names.map((name) => (core as Record<string, unknown>)[name]));
}

test('the TypeScript uses core factories and rebuilds the same message', () => {
  const message = addElement(addElement(createEmptyFormMessage(), 'radio'), 'button');
  const code = toTypeScript(message);
  expect(code).toContain('createRadioElement({');
  expect(code).toContain('action: createUrlNavigationAction({');
  expect(parseFormMessage(message, { mode: 'strict' })).toEqual({
    success: true,
    data: runTypeScript(code),
    warnings: [],
  });
});

test.each(Object.entries(validMessages))(
  'the TypeScript of the %s template rebuilds the same message, less the recorded interactions',
  (_, message: FormMessageInput) => {
    // Interactions are recorded by the chat service; a backend never sends them.
    const { interactions: _interactions, ...data } = message.data;
    expect(parseFormMessage({ ...message, data }, { mode: 'strict' })).toEqual({
      success: true,
      data: runTypeScript(toTypeScript(message)),
      warnings: [],
    });
  },
);

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

test('the cURL command of a draft with no receiver names one to fill in, first in the body', () => {
  const command = toCurl(createEmptyFormMessage(), {
    baseUrl: 'https://x/v3',
    onBehalfOf: 'uid-1',
  });
  expect(command).toContain(`--data-raw '{"receiver":"RECEIVER_UID","receiverType":"user",`);
  const withReceiver = toCurl(
    { ...createEmptyFormMessage(), receiver: 'guid-7', receiverType: 'group' },
    { baseUrl: 'https://x/v3', onBehalfOf: 'uid-1' },
  );
  expect(withReceiver).not.toContain('RECEIVER_UID');
  expect(withReceiver).toContain('"receiver":"guid-7","receiverType":"group"');
  const cleared = {
    ...createEmptyFormMessage(),
    receiver: undefined,
    receiverType: 'group' as const,
  };
  expect(toCurl(cleared, { baseUrl: 'https://x/v3', onBehalfOf: 'uid-1' })).toContain(
    `'{"receiver":"RECEIVER_UID","receiverType":"group",`,
  );
});

test('the cURL command writes a key it is given (the embedded sandbox’s) so it runs as it is', () => {
  const command = toCurl(createEmptyFormMessage(), {
    baseUrl: 'http://127.0.0.1:5173/sandbox-api/v3',
    onBehalfOf: 'cometchat-uid-1',
    apiKey: "sandbox'key",
  });
  expect(command).toContain(`-H 'apiKey: sandbox'\\''key'`);
  expect(command).not.toContain('YOUR_API_KEY');
});

test('the cURL command and the TypeScript leave out the interactions a template has recorded', () => {
  const { completedForm } = validMessages;
  expect(completedForm.data.interactions.length).toBeGreaterThan(0);
  const command = toCurl(completedForm, { baseUrl: 'https://x/v3', onBehalfOf: 'uid-1' });
  expect(command).not.toContain('"interactions"');
  expect(command).toContain('"interactionGoal"');
  expect(toTypeScript(completedForm)).not.toContain('interactions:');
});

const kitMessage: FormMessageInput = {
  ...createEmptyFormMessage(),
  receiver: 'reader-1',
  receiverType: 'user',
  data: {
    interactiveData: {
      formFields: [
        createButtonElement({
          elementId: 'open',
          buttonText: 'Open',
          action: createDeepLinkAction({ url: 'myapp://open' }),
        }),
      ],
      submitElement: createButtonElement({
        elementId: 'send',
        buttonText: 'Send',
        action: createCustomAction(),
      }),
    },
  },
};

test("the cURL command sends the kits' action names when asked, and the spec's by default", () => {
  const target = { baseUrl: 'https://x/v3', onBehalfOf: 'uid-1' };
  const kit = toCurl(kitMessage, target, { actionNames: 'kit' });
  expect(kit).toContain('"actionType":"deepLinking"');
  expect(kit).toContain('"actionType":"custom"');
  expect(toCurl(kitMessage, target)).toContain('"actionType":"customAction"');
});

test("the TypeScript asked for the kits' names writes the message through writeFormMessage", () => {
  const code = toTypeScript(kitMessage, { actionNames: 'kit' });
  expect(code).toContain('  writeFormMessage,\n');
  const start = 'export const message = ';
  const value = code.slice(code.indexOf(start) + start.length).replace(/;\s*$/, '');
  expect(value).toMatch(/^writeFormMessage\(createFormMessage\(\{/);
  const names = Object.keys(core);
  const build = new Function(...names, `return ${value}`) as (...args: unknown[]) => unknown;
  const built = build(...names.map((name) => (core as Record<string, unknown>)[name]));
  const parsed = parseFormMessage(kitMessage);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  expect(built).toEqual(writeFormMessage(parsed.data, { actionNames: 'kit' }));
});

import { expect, test } from 'vitest';

import {
  createButtonElement,
  createCustomAction,
  createDeepLinkAction,
  createFormMessage,
  createUrlNavigationAction,
  getActionTypeName,
  parseFormMessage,
  writeFormMessage,
} from './index.js';

const message = createFormMessage({
  receiver: 'reader-1',
  receiverType: 'user',
  formFields: [
    createButtonElement({
      elementId: 'open',
      buttonText: 'Open the app',
      action: createDeepLinkAction({ url: 'myapp://visits' }),
    }),
    createButtonElement({
      elementId: 'rules',
      buttonText: 'Rules',
      action: createUrlNavigationAction({ url: 'https://example.org/rules' }),
    }),
  ],
  submitElement: createButtonElement({
    elementId: 'send',
    buttonText: 'Send',
    action: createCustomAction(),
  }),
});

function listActionTypes(written: unknown): unknown[] {
  const form = (written as typeof message).data.interactiveData;
  return [...form.formFields, form.submitElement].map(
    (element) => (element as { action: { actionType: unknown } }).action.actionType,
  );
}

test('writes the names the deployed kits read when asked, and the spec names by default', () => {
  expect(listActionTypes(writeFormMessage(message, { actionNames: 'kit' }))).toEqual([
    'deepLinking',
    'urlNavigation',
    'custom',
  ]);
  expect(listActionTypes(writeFormMessage(message))).toEqual([
    'deepLinkAction',
    'urlNavigation',
    'customAction',
  ]);
});

test('changes nothing but the action names, and leaves its input alone', () => {
  const before = structuredClone(message);
  const written = writeFormMessage(message, { actionNames: 'kit' });
  expect(message).toEqual(before);
  expect(JSON.stringify(writeFormMessage(written as never, { actionNames: 'spec' }))).toBe(
    JSON.stringify(message),
  );
});

test('a message written with the kit names parses back to the same message, with a warning per rename', () => {
  const result = parseFormMessage(writeFormMessage(message, { actionNames: 'kit' }));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data).toEqual(message);
  expect(result.warnings.map((warning) => warning.code)).toEqual([
    'renamed_alias',
    'renamed_alias',
  ]);
});

test('names each action type as the spec or the kits write it', () => {
  expect(getActionTypeName('customAction', 'kit')).toBe('custom');
  expect(getActionTypeName('deepLinkAction', 'kit')).toBe('deepLinking');
  expect(getActionTypeName('apiAction', 'kit')).toBe('apiAction');
  expect(getActionTypeName('customAction', 'spec')).toBe('customAction');
});

test('gives back what is not a form message as it is', () => {
  expect(writeFormMessage([1, 2] as never, { actionNames: 'kit' })).toEqual([1, 2]);
});

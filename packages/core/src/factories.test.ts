import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createCustomAction,
  createDateTimeElement,
  createDeepLinkAction,
  createDropdownElement,
  createFormMessage,
  createLabelElement,
  createRadioElement,
  createSingleSelectElement,
  createTextInputElement,
  createUrlNavigationAction,
  parseFormMessage,
} from './index.js';

const options = [{ value: 'a', label: 'A' }];

function buildMessage() {
  return createFormMessage({
    receiver: 'cometchat-uid-1',
    receiverType: 'user',
    title: 'All factories',
    formFields: [
      createLabelElement({ elementId: 'intro', text: 'Hi' }),
      createTextInputElement({ elementId: 'name', label: 'Name' }),
      createCheckboxElement({ elementId: 'check', label: 'Check', options }),
      createDropdownElement({ elementId: 'drop', label: 'Drop', options }),
      createRadioElement({ elementId: 'radio', label: 'Radio', options }),
      createSingleSelectElement({ elementId: 'single', label: 'Single', options }),
      createDateTimeElement({ elementId: 'day', label: 'Day', timezoneCode: 'UTC' }),
      createButtonElement({
        elementId: 'site',
        buttonText: 'Site',
        action: createUrlNavigationAction({ url: 'https://example.org' }),
      }),
      createButtonElement({
        elementId: 'app',
        buttonText: 'App',
        action: createDeepLinkAction({ url: 'myapp://x' }),
      }),
      createButtonElement({
        elementId: 'custom',
        buttonText: 'Custom',
        action: createCustomAction(),
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'send',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/hook' }),
    }),
  });
}

test('factories emit optional on every input, even when left out', () => {
  const message = buildMessage();
  const inputs = message.data.interactiveData.formFields.filter((element) => 'optional' in element);
  expect(inputs).toHaveLength(6);
  for (const element of inputs) expect(element).toHaveProperty('optional', true);
});

test('factories emit canonical, fully explicit JSON that parses back unchanged', () => {
  const message = buildMessage();
  const result = parseFormMessage(JSON.stringify(message));
  expect(result).toEqual({ success: true, data: message, warnings: [] });
  expect(message).toMatchObject({
    category: 'interactive',
    type: 'form',
    data: { allowSenderInteraction: false },
  });
  expect(message.data.interactiveData.submitElement.action).toEqual({
    actionType: 'apiAction',
    url: 'https://example.org/hook',
    method: 'POST',
    payload: {},
    headers: {},
    dataKey: 'formData',
  });
});

test('factories throw on invalid input, checked by the same schemas', () => {
  expect(() => createApiAction({ url: 'javascript:alert(1)' })).toThrow(/http or https/);
  expect(() => createDropdownElement({ elementId: 'd', options, defaultValue: 'z' })).toThrow(
    /not one of the option values/,
  );
  expect(() =>
    createFormMessage({
      formFields: [createTextInputElement({ elementId: 'x' })],
      submitElement: createButtonElement({
        elementId: 'x',
        buttonText: 'Go',
        action: createCustomAction(),
      }),
    }),
  ).toThrow(/already used/);
});

import { expect, test } from 'vitest';
import * as publicApi from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(publicApi).sort()).toMatchInlineSnapshot(`
    [
      "ButtonField",
      "CheckboxField",
      "DateTimeField",
      "DropdownField",
      "InteractiveForm",
      "InteractiveFormProvider",
      "LabelField",
      "RadioField",
      "SingleSelectField",
      "TextInputField",
      "defaultMessages",
      "defaultRequestTimeoutMs",
      "elementComponents",
      "registerElementComponent",
      "toElementId",
      "toFieldName",
      "useButtonControl",
      "useElementField",
      "useInteractiveForm",
    ]
  `);
});

test('exports a component for every element type', () => {
  expect(Object.keys(publicApi.elementComponents).sort()).toEqual([
    'button',
    'checkbox',
    'dateTime',
    'dropdown',
    'label',
    'radio',
    'singleSelect',
    'textInput',
  ]);
});

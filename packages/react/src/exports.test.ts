import { expect, test } from 'vitest';

import * as publicApi from './index.js';

// A written list rather than an inline snapshot: vitest loses inline snapshot state in a run with
// typecheck on, and a list cannot be updated by `-u` without anyone reading it.
test('exports exactly the public names', () => {
  expect(Object.keys(publicApi).sort()).toEqual([
    'ButtonField',
    'CheckboxField',
    'DateTimeField',
    'DropdownField',
    'InteractiveForm',
    'InteractiveFormProvider',
    'LabelField',
    'RadioField',
    'SingleSelectField',
    'TextInputField',
    'defaultMessages',
    'defaultRequestTimeoutMs',
    'elementComponents',
    'loadDateTimePatterns',
    'loadDateTimeSupport',
    'loadFormLocale',
    'registerElementComponent',
    'toElementId',
    'toFieldName',
    'useButtonControl',
    'useElementField',
    'useInteractiveForm',
  ]);
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

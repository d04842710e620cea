import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  deriveOptionValue,
  formatOptionList,
  parseOptionList,
  relabelOption,
} from './option-list.js';

test('derives a lower-case dashed value from a label, without accents', () => {
  expect(deriveOptionValue('Very happy')).toBe('very-happy');
  expect(deriveOptionValue('  Crème brûlée! ')).toBe('creme-brulee');
  expect(deriveOptionValue('はい')).toBe('はい');
});

test('a value that follows its label follows the new label', () => {
  const options = [{ value: 'option-1', label: 'Option 1' }];
  expect(relabelOption(options, 0, 'Email')).toEqual([{ value: 'email', label: 'Email' }]);
  expect(relabelOption([{ value: 'email', label: 'Email' }], 0, 'E-mail me')).toEqual([
    { value: 'e-mail-me', label: 'E-mail me' },
  ]);
});

test('a value written by hand stays when the label changes', () => {
  expect(relabelOption([{ value: 'mail', label: 'Email' }], 0, 'Email me')).toEqual([
    { value: 'mail', label: 'Email me' },
  ]);
});

test('a number value stays when its label grows', () => {
  expect(relabelOption([{ value: '1', label: '1' }], 0, '1 – Poor')).toEqual([
    { value: '1', label: '1 – Poor' },
  ]);
});

test('a derived value that another option already has is numbered', () => {
  const options = [
    { value: 'phone', label: 'Phone' },
    { value: 'option-2', label: 'Option 2' },
  ];
  expect(relabelOption(options, 1, 'Phone')[1]).toEqual({ value: 'phone-2', label: 'Phone' });
});

test('reads a pasted list, one option a line, with values after a bar or a tab', () => {
  expect(parseOptionList('Red\n\n  Dark green | green \r\nBlue\tb\n')).toEqual([
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Dark green' },
    { value: 'b', label: 'Blue' },
  ]);
});

test('repeated labels in a pasted list get distinct values', () => {
  expect(parseOptionList('Yes\nYes\nyes | yes-2').map((option) => option.value)).toEqual([
    'yes',
    'yes-3',
    'yes-2',
  ]);
});

test('a written list reads back as the same options', () => {
  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
  const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const options = fc.uniqueArray(fc.record({ label: text, value: text }), {
    selector: (option) => option.value,
    maxLength: 8,
  });
  fc.assert(
    fc.property(options, (list) => {
      expect(parseOptionList(formatOptionList(list))).toEqual(list);
    }),
  );
});

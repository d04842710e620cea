import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Inspector } from '../../inspector/inspector.js';
import { renderWithEditor } from '../../test/render-with-editor.js';

test('writes the length and pattern rules as numbers and text on the element', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'textInput'),
    selectedId: 'textInput1',
  });
  await user.type(screen.getByLabelText('Min length'), '3');
  await user.type(screen.getByLabelText('Max length'), '12');
  // user-event reads [ as the start of a key name; [[ types one.
  await user.type(screen.getByLabelText('Pattern'), '[[a-z]+');
  await user.type(screen.getByLabelText('Pattern message'), 'Use lower-case letters');
  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    minLength: 3,
    maxLength: 12,
    pattern: '[a-z]+',
    patternMessage: 'Use lower-case letters',
  });
});

test('explains a minimum above the maximum, and a pattern that does not compile, on their fields', async () => {
  const { user } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'textInput'),
    selectedId: 'textInput1',
  });
  await user.type(screen.getByLabelText('Min length'), '9');
  await user.type(screen.getByLabelText('Max length'), '3');
  await user.type(screen.getByLabelText('Pattern'), '(');
  expect(screen.getByLabelText('Min length')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Min length')).toHaveAccessibleDescription(
    /minLength 9 is more than maxLength 3/,
  );
  expect(screen.getByLabelText('Pattern')).toHaveAccessibleDescription(
    /pattern "\(" is not a valid regular expression/,
  );
});

test('explains a checkbox group that asks for more checks than it has options', async () => {
  const { user } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'checkbox'),
    selectedId: 'checkbox1',
  });
  await user.type(screen.getByLabelText('Min checked'), '5');
  expect(screen.getByLabelText('Min checked')).toHaveAccessibleDescription(
    /minSelected 5 is more than the 2 options/,
  );
});

test('explains a default text its own rules refuse, on the default', async () => {
  const { user } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'textInput'),
    selectedId: 'textInput1',
  });
  await user.type(screen.getByLabelText('Max length'), '3');
  await user.type(screen.getByLabelText('Default text'), 'four');
  expect(screen.getByLabelText('Default text')).toHaveAccessibleDescription(
    /defaultValue breaks its own rule: Use at most 3 characters/,
  );
});

import { parseFormMessage } from '@chatforms/core';
import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Inspector } from '../inspector/inspector.js';
import { renderWithEditor } from '../test/render-with-editor.js';

function createMessage() {
  const message = addElement(createEmptyFormMessage(), 'dropdown');
  const dropdown = message.data.interactiveData.formFields[0]!;
  return updateElement(message, dropdown.elementId, { elementId: 'size', label: 'Size' });
}

test('adding a language lists every text of the form beside its own, and typing translates it', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { message: createMessage() });
  const languages = screen.getByRole('group', { name: 'Languages' });
  await user.type(within(languages).getByLabelText('Add a language'), 'DE{Enter}');

  expect(within(languages).getByLabelText('Language')).toHaveValue('de');
  const title = within(languages).getByRole('textbox', { name: 'Title' });
  // The form's own text describes the input, so a screen reader hears both.
  expect(title).toHaveAccessibleDescription('Untitled form');
  await user.type(title, 'Formular');
  await user.type(within(languages).getByRole('textbox', { name: 'size · label' }), 'Größe');
  const firstOption = within(languages).getAllByRole('textbox', { name: /size · option/ })[0]!;
  await user.type(firstOption, 'Eins');

  const form = readState().present.data.interactiveData;
  const option = form.formFields[0] as { options: { value: string }[] };
  expect(form.translations).toEqual({
    de: {
      title: 'Formular',
      elements: { size: { label: 'Größe', options: { [option.options[0]!.value]: 'Eins' } } },
    },
  });
  expect(parseFormMessage(readState().present)).toMatchObject({ success: true });
});

test('a tag that is not a language is refused with a readable error, and one already there too', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { message: createMessage() });
  const languages = screen.getByRole('group', { name: 'Languages' });
  const field = within(languages).getByLabelText('Add a language');
  await user.type(field, 'not a tag{Enter}');
  expect(within(languages).getByRole('alert')).toHaveTextContent(
    '“not a tag” is not a language tag; write one such as de, fr or pt-BR',
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(readState().present.data.interactiveData).not.toHaveProperty('translations');

  await user.clear(field);
  await user.type(field, 'pt-br{Enter}');
  await user.type(field, 'PT-BR{Enter}');
  expect(within(languages).getByRole('alert')).toHaveTextContent(
    'Brazilian Portuguese (pt-BR) is already here',
  );
  expect(Object.keys(readState().present.data.interactiveData.translations ?? {})).toEqual([
    'pt-BR',
  ]);
});

test('removing a language removes its texts, and undo brings them back', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { message: createMessage() });
  const languages = screen.getByRole('group', { name: 'Languages' });
  await user.type(within(languages).getByLabelText('Add a language'), 'fr{Enter}');
  await user.type(within(languages).getByRole('textbox', { name: 'Title' }), 'Formulaire');
  await user.click(within(languages).getByRole('button', { name: 'Remove French (fr)' }));
  expect(readState().present.data.interactiveData).not.toHaveProperty('translations');
  expect(readState().past.at(-1)?.data.interactiveData.translations).toEqual({
    fr: { title: 'Formulaire' },
  });
});

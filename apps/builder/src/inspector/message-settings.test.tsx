import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { renderWithEditor } from '../test/render-with-editor.js';
import { Inspector } from './inspector.js';

test('with nothing selected the inspector shows the form settings', () => {
  renderWithEditor(<Inspector />);

  expect(screen.getByRole('heading', { name: 'Form settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Untitled form');
  expect(screen.getByLabelText('Completion text')).toHaveValue('Thank you!');
});

test('typing a title and completion text changes the form', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);

  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'Lunch order');
  await user.clear(screen.getByLabelText('Completion text'));
  await user.type(screen.getByLabelText('Completion text'), 'Enjoy!');

  expect(readState().present.data.interactiveData).toMatchObject({
    title: 'Lunch order',
    goalCompletionText: 'Enjoy!',
  });
});

test('clearing the title and completion text removes them', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);

  await user.clear(screen.getByLabelText('Title'));
  await user.clear(screen.getByLabelText('Completion text'));

  expect(readState().present.data.interactiveData).not.toHaveProperty('title');
  expect(readState().present.data.interactiveData).not.toHaveProperty('goalCompletionText');
});

test('the submit button can be opened from the settings', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);

  await user.click(screen.getByRole('button', { name: 'Edit submit button “Submit”' }));

  expect(readState().selectedId).toBe('submit');
  expect(screen.getByLabelText('Button text')).toHaveValue('Submit');
});

test('a new form’s goal is its submit button and offers only buttons', async () => {
  let message = addElement(createEmptyFormMessage(), 'textInput');
  message = addElement(addElement(addElement(message, 'label'), 'radio'), 'button');
  const { user, readState } = renderWithEditor(<Inspector />, { message });

  expect(screen.getByLabelText('Done when')).toHaveValue('anyOf');
  const goal = screen.getByRole('group', { name: 'Goal elements' });
  expect(
    within(goal)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('id')),
  ).toHaveLength(2);
  expect(within(goal).getByRole('checkbox', { name: 'submit' })).toBeChecked();
  expect(within(goal).queryByRole('checkbox', { name: 'radio1' })).not.toBeInTheDocument();
  expect(within(goal).queryByRole('checkbox', { name: 'label1' })).not.toBeInTheDocument();
  await user.click(within(goal).getByRole('checkbox', { name: 'button1' }));

  expect(readState().present.data.interactionGoal).toEqual({
    type: 'anyOf',
    elementIds: ['submit', 'button1'],
  });
  await user.click(within(goal).getByRole('checkbox', { name: 'submit' }));
  expect(readState().present.data.interactionGoal?.elementIds).toEqual(['button1']);
});

test('a message with no goal shows the renderer’s default: its submit button', () => {
  const message = createEmptyFormMessage();
  delete message.data.interactionGoal;
  renderWithEditor(<Inspector />, { message });

  expect(screen.getByLabelText('Done when')).toHaveValue('anyOf');
  expect(screen.getByRole('checkbox', { name: 'submit' })).toBeChecked();
});

test('switching the goal to allOf keeps the chosen ids and none hides the list', async () => {
  const message = addElement(createEmptyFormMessage(), 'button');
  const { user, readState } = renderWithEditor(<Inspector />, { message });
  await user.click(screen.getByRole('checkbox', { name: 'button1' }));

  await user.selectOptions(screen.getByLabelText('Done when'), 'allOf');
  expect(readState().present.data.interactionGoal).toEqual({
    type: 'allOf',
    elementIds: ['submit', 'button1'],
  });
  expect(screen.getByRole('checkbox', { name: 'button1' })).toBeChecked();

  expect(screen.getByLabelText('Done when')).toHaveAccessibleDescription(
    /interactionGoal.*Done once every chosen button has been pressed/,
  );
  expect(screen.getByRole('option', { name: 'Any button press — anyAction' })).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Done when'), 'none');
  expect(readState().present.data.interactionGoal?.type).toBe('none');
  expect(screen.queryByRole('group', { name: 'Goal elements' })).not.toBeInTheDocument();
});

test('ticking Allow the sender to interact sets allowSenderInteraction', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);
  const allow = screen.getByLabelText('Allow the sender to interact');
  expect(allow).not.toBeChecked();

  await user.click(allow);

  expect(readState().present.data.allowSenderInteraction).toBe(true);
  await user.click(allow);
  expect(readState().present.data.allowSenderInteraction).toBe(false);
});

test('comma-separated tags become the message tags and an empty text removes them', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);
  const tags = screen.getByLabelText('Tags (comma-separated)');

  await user.type(tags, 'survey, q4 ,, lunch');
  expect(readState().present.tags).toEqual(['survey', 'q4', 'lunch']);
  expect(tags).toHaveValue('survey, q4 ,, lunch');

  await user.clear(tags);
  expect(readState().present).not.toHaveProperty('tags');
});

test('metadata is edited as a JSON object and invalid JSON keeps the last valid value', async () => {
  const { user, readState } = renderWithEditor(<Inspector />);
  const metadata = screen.getByLabelText('Metadata (JSON)');

  await user.clear(metadata);
  await user.paste('{"campaign": "spring"}');
  expect(readState().present.data.metadata).toEqual({ campaign: 'spring' });

  await user.type(metadata, ',');
  expect(metadata).toHaveAttribute('aria-invalid', 'true');
  expect(metadata).toHaveAccessibleDescription(
    /Not a JSON object; the last valid value is kept\.$/,
  );
  expect(readState().present.data.metadata).toEqual({ campaign: 'spring' });
});

test.each([
  ['Title', 'title'],
  ['Completion text', 'goalCompletionText'],
  ['Allow the sender to interact', 'allowSenderInteraction'],
  ['Tags (comma-separated)', 'tags'],
  ['Metadata (JSON)', 'metadata'],
])('the %s setting shows its wire name %s and a one-line help', (label, wireName) => {
  renderWithEditor(<Inspector />);

  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
    new RegExp(`^${wireName} \\S.+`),
  );
});

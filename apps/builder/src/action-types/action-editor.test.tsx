import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Inspector } from '../inspector/inspector.js';
import { renderWithEditor } from '../test/render-with-editor.js';

function readSubmitAction(state: { present: ReturnType<typeof createEmptyFormMessage> }) {
  return state.present.data.interactiveData.submitElement.action;
}

test.each([
  ['urlNavigation', { actionType: 'urlNavigation', url: 'https://example.org/submissions' }],
  ['deepLinkAction', { actionType: 'deepLinkAction', url: 'https://example.org/submissions' }],
  ['customAction', { actionType: 'customAction' }],
] as const)('switching an apiAction to %s keeps only what that type has', async (type, action) => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });

  await user.selectOptions(screen.getByLabelText('What happens on press'), type);

  expect(readSubmitAction(readState())).toEqual(action);
  expect(screen.queryByLabelText('Method')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Headers (JSON)')).not.toBeInTheDocument();
});

test('a customAction has no URL field', async () => {
  const { user } = renderWithEditor(<Inspector />, { selectedId: 'submit' });

  await user.selectOptions(screen.getByLabelText('What happens on press'), 'customAction');

  expect(screen.queryByLabelText(/URL|Link/)).not.toBeInTheDocument();
});

test('switching a link button to apiAction keeps its URL and adds the request defaults', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), 'button'),
    selectedId: 'button1',
  });
  expect(screen.getByLabelText('What happens on press')).toHaveValue('urlNavigation');

  await user.selectOptions(screen.getByLabelText('What happens on press'), 'apiAction');

  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    action: {
      actionType: 'apiAction',
      url: 'https://example.org',
      method: 'POST',
      payload: {},
      headers: {},
      dataKey: 'formData',
    },
  });
  expect(screen.getByLabelText('Method')).toHaveValue('POST');
  expect(screen.getByLabelText('Data key')).toHaveValue('formData');
});

test('switching a customAction back to a link starts from a default URL', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  await user.selectOptions(screen.getByLabelText('What happens on press'), 'customAction');

  await user.selectOptions(screen.getByLabelText('What happens on press'), 'deepLinkAction');

  expect(readSubmitAction(readState())).toEqual({
    actionType: 'deepLinkAction',
    url: 'myapp://open',
  });
  expect(screen.getByLabelText('Link')).toHaveValue('myapp://open');
});

test('the apiAction method, data key and URL are edited in place', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });

  await user.selectOptions(screen.getByLabelText('Method'), 'PUT');
  await user.clear(screen.getByLabelText('Data key'));
  await user.type(screen.getByLabelText('Data key'), 'answers');
  await user.clear(screen.getByLabelText('Server URL'));
  await user.type(screen.getByLabelText('Server URL'), 'https://api.example.org/forms');

  expect(readSubmitAction(readState())).toEqual({
    actionType: 'apiAction',
    url: 'https://api.example.org/forms',
    method: 'PUT',
    payload: {},
    headers: {},
    dataKey: 'answers',
  });
});

test('headers and payload are edited as JSON objects', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });

  await user.clear(screen.getByLabelText('Headers (JSON)'));
  await user.paste('{"X-Team": "north"}');
  await user.clear(screen.getByLabelText('Payload (JSON)'));
  await user.paste('{"surveyId": "q4-2026", "round": 2}');

  expect(readSubmitAction(readState())).toMatchObject({
    headers: { 'X-Team': 'north' },
    payload: { surveyId: 'q4-2026', round: 2 },
  });
});

test('invalid JSON in the headers shows an error and keeps the last valid headers', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  const headers = screen.getByLabelText('Headers (JSON)');
  await user.clear(headers);
  await user.paste('{"X-Team": "north"}');
  expect(headers).toHaveAttribute('aria-invalid', 'false');

  await user.type(headers, '{Backspace}');

  expect(headers).toHaveAttribute('aria-invalid', 'true');
  expect(headers).toHaveAccessibleDescription(/Not a JSON object; the last valid value is kept\.$/);
  expect(headers).toHaveValue('{"X-Team": "north"');
  expect(readSubmitAction(readState())).toMatchObject({ headers: { 'X-Team': 'north' } });

  await user.type(headers, '}');
  expect(headers).toHaveAttribute('aria-invalid', 'false');
});

test('a JSON array is not accepted as headers', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  const headers = screen.getByLabelText('Headers (JSON)');

  await user.clear(headers);
  await user.paste('["X-Team"]');

  expect(headers).toHaveAttribute('aria-invalid', 'true');
  expect(readSubmitAction(readState())).toMatchObject({ headers: {} });
});

test('an apiAction URL that is not absolute is reported on the URL field', async () => {
  const { user } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  const url = screen.getByLabelText('Server URL');
  expect(url).toHaveAttribute('aria-invalid', 'false');

  await user.clear(url);
  await user.type(url, 'submissions');

  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(url).toHaveAccessibleDescription(
    /url "submissions" is not an absolute URL \(expected https:\/\/…\)$/,
  );
});

test('a deep link with a javascript: scheme is reported on the URL field', async () => {
  const { user } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  await user.selectOptions(screen.getByLabelText('What happens on press'), 'deepLinkAction');
  const url = screen.getByLabelText('Link');

  await user.clear(url);
  await user.type(url, 'javascript:alert(1)');

  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(url).toHaveAccessibleDescription(/url must not use the "javascript:" scheme$/);
});

test('a header value that is not text is reported on the headers field, not on the URL', async () => {
  const { user } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
  const headers = screen.getByLabelText('Headers (JSON)');

  await user.clear(headers);
  await user.paste('{"X-Retries": 3}');

  expect(headers).toHaveAttribute('aria-invalid', 'true');
  expect(headers).toHaveAccessibleDescription(/header values must be strings$/);
  expect(screen.getByLabelText('Server URL')).toHaveAttribute('aria-invalid', 'false');
});

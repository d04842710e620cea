import { createTextInputElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

// Names of Object.prototype members, and react-hook-form's path syntax.
const elementIds = [
  '__proto__',
  'constructor',
  'toString',
  'prototype',
  'hasOwnProperty',
  'valueOf',
  'a.b',
  'a[0]',
];

function createMessage() {
  return createTestMessage(
    elementIds.map((elementId) =>
      createTextInputElement({ elementId, label: `Field ${elementId}`, optional: false }),
    ),
  );
}

function readSentFormData(stub: ReturnType<typeof createFetchStub>): unknown {
  const body = JSON.parse(String(stub.requests[0]?.init.body)) as { data: { formData: unknown } };
  return body.data.formData;
}

describe('given required fields whose elementIds name prototype members or paths', () => {
  test('sends nothing while they are empty and shows each one its error', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    render(<InteractiveForm message={createMessage()} fetch={stub.fetch} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const elementId of elementIds) {
      expect(
        await screen.findByRole('textbox', { name: `Field ${elementId}` }),
      ).toHaveAccessibleDescription(expect.stringMatching(/required/i));
    }
    expect(stub.requests).toHaveLength(0);
    expect(screen.queryByText('Sent.')).toBeNull();
  });

  test('keeps the typed text of each and sends it under its exact elementId', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    render(<InteractiveForm message={createMessage()} fetch={stub.fetch} />);
    for (const elementId of elementIds) {
      const field = screen.getByRole('textbox', { name: `Field ${elementId}` });
      await user.type(field, `typed ${elementId}`.replace(/[[{]/g, '$&$&'));
      expect(field).toHaveValue(`typed ${elementId}`);
    }
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent.');
    const sent = readSentFormData(stub) as Record<string, string>;
    expect(Object.entries(sent)).toEqual(
      elementIds.map((elementId) => [elementId, `typed ${elementId}`]),
    );
  });

  test('shows a server message under the one field it names, and under no other', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(422, JSON.parse('{"errors": {"__proto__": "Not this one"}}'));
    render(<InteractiveForm message={createMessage()} fetch={stub.fetch} />);
    for (const elementId of elementIds) {
      await user.type(screen.getByRole('textbox', { name: `Field ${elementId}` }), 'x');
    }
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('textbox', { name: 'Field __proto__' }),
    ).toHaveAccessibleDescription('Not this one');
    for (const elementId of elementIds.filter((item) => item !== '__proto__')) {
      expect(screen.getByRole('textbox', { name: `Field ${elementId}` })).not.toHaveAttribute(
        'aria-describedby',
      );
    }
  });
});

test('tracks the progress of a button whose elementId names a prototype member', async () => {
  const user = userEvent.setup();
  const stub = createFetchStub(500);
  const submitElement = createTestSubmit({ elementId: 'constructor' });
  render(<InteractiveForm message={createTestMessage([], { submitElement })} fetch={stub.fetch} />);
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toHaveAttribute('data-state', 'idle');
  await user.click(button);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(button).toHaveAttribute('data-state', 'failed');
});

import { listElementTypes } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { App } from './app.js';
import { isDraftShaped } from './json/read-json-draft.js';

const elementTypes = listElementTypes();

// Anything a JSON paste can put where the schema wants a string, a list or an object.
const anyValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);
const action = fc.record({
  actionType: fc.constantFrom('apiAction', 'urlNavigation', 'deepLinkAction', 'customAction', 'x'),
  url: anyValue,
  method: anyValue,
  headers: anyValue,
  payload: anyValue,
});
const element = fc.record(
  {
    elementId: fc.string({ maxLength: 3 }),
    elementType: fc.constantFrom(...elementTypes, 'unknown'),
    label: anyValue,
    text: anyValue,
    buttonText: anyValue,
    options: fc.oneof(
      anyValue,
      fc.array(fc.oneof(anyValue, fc.record({ value: anyValue, label: anyValue })), {
        maxLength: 3,
      }),
    ),
    defaultValue: anyValue,
    optional: anyValue,
    maxLines: anyValue,
    placeholder: anyValue,
    mode: anyValue,
    from: anyValue,
    to: anyValue,
    timezoneCode: anyValue,
    dateTimeFormat: anyValue,
    action: fc.oneof(anyValue, action),
  },
  { requiredKeys: ['elementId', 'elementType'] },
);
const draft = fc.record({
  receiver: anyValue,
  tags: fc.oneof(anyValue, fc.constant(['a, b', ''])),
  data: fc.record(
    {
      interactiveData: fc.record(
        {
          title: anyValue,
          goalCompletionText: anyValue,
          formFields: fc.array(element, { maxLength: 4 }),
          submitElement: element,
        },
        { requiredKeys: ['formFields', 'submitElement'] },
      ),
      interactionGoal: fc.oneof(anyValue, fc.record({ type: anyValue, elementIds: anyValue })),
      allowSenderInteraction: anyValue,
      metadata: anyValue,
    },
    { requiredKeys: ['interactiveData'] },
  ),
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('any draft the JSON view accepts renders in every part, with each element selected', () => {
  const failures: string[] = [];
  // The renderer reports each invalid draft's issues on the console; here they are expected.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((first: unknown, error: unknown) => {
    if (String(first).startsWith('[chatforms builder]'))
      failures.push(`${String(first)} ${(error as Error).message}`);
  });
  fc.assert(
    fc.property(draft, (message) => {
      if (!isDraftShaped(message)) throw new Error('the JSON view would refuse this draft');
      try {
        const view = render(<App session={{ draftId: 'd', message, source: 'new' }} />);
        for (const row of view.container.querySelectorAll('.canvas-select, .canvas-submit'))
          fireEvent.click(row);
        for (const tab of view.getAllByRole('tab'))
          if (/^Code/.test(tab.textContent ?? '')) fireEvent.click(tab);
        fireEvent.click(view.getByRole('button', { name: /^Problems/ }));
      } finally {
        cleanup();
      }
      expect(failures).toEqual([]);
    }),
    { numRuns: 100 },
  );
  // A safety net for a slow machine, not a speed check: 100 full renders take a few seconds.
}, 60_000);

test('when the browser refuses to store drafts, the builder says so and keeps working', async () => {
  vi.stubGlobal('localStorage', {
    length: 0,
    key: () => null,
    getItem: () => null,
    removeItem: () => undefined,
    clear: () => undefined,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd', message: createEmptyFormMessage(), source: 'new' }} />);

  expect(
    await screen.findByText('The browser refused to store drafts: export the message to keep it.'),
  ).toBeInTheDocument();
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  await user.click(within(palette).getByRole('button', { name: 'Text input' }));
  expect(screen.getByRole('list', { name: 'Form elements' }).children).toHaveLength(1);
});

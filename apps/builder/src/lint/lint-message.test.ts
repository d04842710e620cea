import type { FormMessageInput } from '@chatforms/core';
import {
  addElement,
  createEmptyFormMessage,
  updateElement,
  updateMessageSettings,
} from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { validateDraft } from '../state/validate-draft.js';
import { lintMessage, measureDataBytes } from './lint-message.js';

function codes(message: Parameters<typeof lintMessage>[0]): string[] {
  return lintMessage(message).map((finding) => finding.code);
}

/** A form a real author would send: one labelled input and a real endpoint. */
function createCleanMessage(): FormMessageInput {
  const message = addElement(createEmptyFormMessage(), 'textInput');
  return updateElement(message, 'submit', {
    action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/tickets' },
  });
}

function withSubmitAction(action: Record<string, unknown>): FormMessageInput {
  return updateElement(createCleanMessage(), 'submit', { action });
}

test('a labelled input sent to a real endpoint has nothing to lint', () => {
  expect(lintMessage(createCleanMessage())).toEqual([]);
});

test('a new empty form has no warning, only to-dos: a field and the author’s endpoint', () => {
  const findings = lintMessage(createEmptyFormMessage());
  expect(findings.map(({ severity, code }) => ({ severity, code }))).toEqual([
    { severity: 'todo', code: 'endpoint_not_set' },
    { severity: 'todo', code: 'empty_form' },
  ]);
  expect(findings[0]?.message).toMatch(/^Set your endpoint before sending: "submit" still posts/);
});

test('example.org written by the author is still a placeholder warning', () => {
  const findings = lintMessage(
    withSubmitAction({ actionType: 'apiAction', url: 'https://example.org/orders' }),
  );
  expect(findings).toEqual([
    expect.objectContaining({ severity: 'warning', code: 'placeholder_url' }),
  ]);
});

test('a form with only buttons is empty; a label alone is enough content', () => {
  const buttons = addElement(createCleanMessage(), 'button');
  buttons.data.interactiveData.formFields.shift();
  expect(codes(buttons)).toContain('empty_form');
  const label = addElement(createEmptyFormMessage(), 'label');
  expect(codes(label)).not.toContain('empty_form');
});

test('placeholder and loopback URLs are reported once each, with no plain-http row', () => {
  for (const url of [
    'https://example.org/x',
    'https://api.example.com/x',
    'https://forms.example/x',
    'http://localhost:3000/hook',
    'http://127.0.0.1/hook',
  ]) {
    expect(codes(withSubmitAction({ actionType: 'apiAction', url }))).toEqual(['placeholder_url']);
  }
  expect(
    codes(withSubmitAction({ actionType: 'apiAction', url: 'https://example-clinic.com/x' })),
  ).toEqual([]);
});

test('secrets in an apiAction payload are reported by key and by value, each removable', () => {
  const message = withSubmitAction({
    actionType: 'apiAction',
    url: 'https://api.northwind-support.com/tickets',
    payload: {
      formId: 'ticket-v2',
      password: 'hunter2',
      nested: { client_secret: 'abc123' },
      note: 'Bearer abcdefghijklmnop',
      key: 'sk_live_51Habcdefghijkl',
      session: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig',
      tokenCount: '',
    },
  });
  const findings = lintMessage(message).filter((found) => found.code === 'secret_in_payload');
  const action = '/data/interactiveData/submitElement/action/payload';
  expect(findings.map((found) => found.pointer)).toEqual(
    ['password', 'nested/client_secret', 'note', 'key', 'session'].map((key) => `${action}/${key}`),
  );
  expect(findings[3]?.message).toContain('a secret API key');
  const fixed = findings.reduce((current, found) => found.fix?.apply(current) ?? current, message);
  expect(codes(fixed)).toEqual([]);
  expect(fixed.data.interactiveData.submitElement.action).toMatchObject({
    payload: { formId: 'ticket-v2', nested: {}, tokenCount: '' },
  });
});

test('a header whose value is a bearer token is a secret whatever its name', () => {
  const message = withSubmitAction({
    actionType: 'apiAction',
    url: 'https://api.northwind-support.com/tickets',
    headers: { 'X-Forward': 'Bearer abcdefghijkl', 'Content-Type': 'application/json' },
  });
  expect(lintMessage(message)).toEqual([
    expect.objectContaining({
      code: 'secret_header',
      pointer: '/data/interactiveData/submitElement/action/headers/X-Forward',
    }),
  ]);
});

test('a link button under an any-interaction goal is one row whose fix makes submit the goal', () => {
  let message = addElement(createCleanMessage(), 'button');
  message = addElement(message, 'button');
  message = updateMessageSettings(message, { interactionGoal: { type: 'anyAction' } });
  for (const id of ['button1', 'button2']) {
    message = updateElement(message, id, {
      action: { actionType: 'urlNavigation', url: `https://help.northwind-support.com/${id}` },
    });
  }
  const findings = lintMessage(message);
  expect(findings).toEqual([
    expect.objectContaining({ code: 'link_completes_form', pointer: '/data/interactionGoal/type' }),
  ]);
  expect(findings[0]?.message).toContain('"button1", "button2"');
  const fixed = findings[0]?.fix?.apply(message);
  expect(fixed?.data.interactionGoal).toEqual({ type: 'anyOf', elementIds: ['submit'] });
  expect(codes(fixed ?? message)).toEqual([]);
});

test('a goal that names an input can never complete under allOf, and its fix removes it', () => {
  const message = updateMessageSettings(createCleanMessage(), {
    interactionGoal: { type: 'allOf', elementIds: ['submit', 'textInput1'] },
  });
  const findings = lintMessage(message);
  expect(findings).toEqual([
    expect.objectContaining({
      severity: 'error',
      code: 'goal_not_a_button',
      pointer: '/data/interactionGoal/elementIds/1',
    }),
  ]);
  const fixed = findings[0]?.fix?.apply(message);
  expect(fixed?.data.interactionGoal?.elementIds).toEqual(['submit']);
});

test('an anyOf goal of only a label is an error; with a button beside it, a warning', () => {
  let message = addElement(createCleanMessage(), 'label');
  message = updateMessageSettings(message, {
    interactionGoal: { type: 'anyOf', elementIds: ['label1'] },
  });
  expect(lintMessage(message)).toEqual([
    expect.objectContaining({ severity: 'error', code: 'goal_not_a_button' }),
  ]);
  expect(lintMessage(message)[0]?.fix?.apply(message).data.interactionGoal?.elementIds).toEqual([
    'submit',
  ]);
  message = updateMessageSettings(message, {
    interactionGoal: { type: 'anyOf', elementIds: ['label1', 'submit'] },
  });
  expect(lintMessage(message)).toEqual([
    expect.objectContaining({ severity: 'warning', code: 'goal_not_a_button' }),
  ]);
});

test.each([
  ['anyOf', 'goal_never_completes', 'never marked done'],
  ['allOf', 'goal_complete_at_once', 'before anyone answers'],
] as const)(
  'an %s goal that chooses no button is an error, as the kit never or at once completes it; its fix makes submit the goal',
  (type, code, effect) => {
    const message = updateMessageSettings(createCleanMessage(), {
      interactionGoal: { type, elementIds: [] },
    });
    const findings = lintMessage(message);
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        code,
        pointer: '/data/interactionGoal/elementIds',
      }),
    ]);
    expect(findings[0]?.message).toContain(effect);
    const fixed = findings[0]?.fix?.apply(message);
    expect(fixed?.data.interactionGoal).toEqual({ type: 'anyOf', elementIds: ['submit'] });
  },
);

test('a goal naming a missing id is core’s one row, not lint’s', () => {
  const message = updateMessageSettings(createCleanMessage(), {
    interactionGoal: { type: 'anyOf', elementIds: ['gone'] },
  });
  const problems = [...validateDraft(message), ...lintMessage(message)];
  expect(problems.map((problem) => problem.pointer)).toEqual([
    '/data/interactionGoal/elementIds/0',
  ]);
});

test('a time with no zone is reported, and its fix writes the author’s zone', () => {
  let message = addElement(createCleanMessage(), 'dateTime');
  message = updateElement(message, 'dateTime1', { mode: 'dateTime', timezoneCode: undefined });
  const findings = lintMessage(message);
  expect(findings).toEqual([
    expect.objectContaining({
      code: 'time_without_zone',
      pointer: '/data/interactiveData/formFields/1/timezoneCode',
    }),
  ]);
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fixed = findings[0]?.fix?.apply(message);
  expect(fixed?.data.interactiveData.formFields[1]).toMatchObject({ timezoneCode: zone });
  const dateOnly = updateElement(message, 'dateTime1', { mode: 'date' });
  expect(codes(dateOnly)).toEqual([]);
});

test('a text input without a label is reported at its label', () => {
  const message = updateElement(addElement(createEmptyFormMessage(), 'textInput'), 'textInput1', {
    label: '',
  });
  expect(lintMessage(message)).toContainEqual(
    expect.objectContaining({
      code: 'missing_label',
      pointer: '/data/interactiveData/formFields/0/label',
    }),
  );
});

test('an option with an empty label is reported', () => {
  const message = updateElement(addElement(createEmptyFormMessage(), 'radio'), 'radio1', {
    options: [{ value: 'a', label: ' ' }],
  });
  expect(codes(message)).toContain('empty_option_label');
});

test('headers that look like secrets and plain http URLs are reported', () => {
  const submit = createCleanMessage().data.interactiveData.submitElement;
  const message = updateMessageSettings(createCleanMessage(), {
    submitElement: {
      ...submit,
      action: {
        actionType: 'apiAction',
        url: 'http://api.northwind-support.com/x',
        headers: { Authorization: 'Bearer x' },
      },
    },
  });
  expect(codes(message)).toEqual(expect.arrayContaining(['secret_header', 'insecure_url']));
});

test('a submit button without text means there is no way to submit', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { buttonText: '' });
  expect(codes(message)).toContain('no_way_to_submit');
});

test('a payload over 10 KB is an error when core’s parse does not report it', () => {
  const message = updateMessageSettings(createEmptyFormMessage(), {
    metadata: { blob: 'x'.repeat(11000) },
  });
  expect(measureDataBytes(message)).toBeGreaterThan(10240);
  expect(lintMessage(message, [])[0]).toMatchObject({ severity: 'error', code: 'data_too_large' });
});

test('a payload over 10 KB is left to core’s parse, which reports it at the same pointer', () => {
  const message = updateMessageSettings(createCleanMessage(), {
    metadata: { blob: 'x'.repeat(11000) },
  });
  expect(codes(message)).toEqual([]);
});

test('a checkbox with no label is left to core’s parse, which reports it at the same pointer', () => {
  const message = addElement(createCleanMessage(), 'checkbox');
  delete (message.data.interactiveData.formFields[1] as { label?: string }).label;
  expect(lintMessage(message, [])).toContainEqual(
    expect.objectContaining({ code: 'missing_label' }),
  );
  expect(codes(message)).toEqual([]);
});

test('a submit button with no text is one problem: core reports it, so lint does not', () => {
  const message = updateElement(createCleanMessage(), 'submit', { buttonText: undefined });
  const problems = [...validateDraft(message), ...lintMessage(message)];
  expect(problems.map((problem) => problem.pointer)).toEqual([
    '/data/interactiveData/submitElement/buttonText',
  ]);
});

test('a blank submit text, which core accepts, is a lint problem at the button text', () => {
  const message = updateElement(createCleanMessage(), 'submit', { buttonText: ' ' });
  expect(validateDraft(message)).toEqual([]);
  expect(lintMessage(message)).toEqual([
    expect.objectContaining({
      code: 'no_way_to_submit',
      pointer: '/data/interactiveData/submitElement/buttonText',
    }),
  ]);
});

test('a number is a warning that stock kits skip it, fixed by a text input with the same id', () => {
  const message = addElement(createCleanMessage(), 'number');
  const findings = lintMessage(message);
  expect(findings.map((finding) => finding.code)).toEqual(['not_in_stock_kits']);
  const [finding] = findings;
  expect(finding?.pointer).toBe('/data/interactiveData/formFields/1/elementType');
  expect(finding?.message).toContain('show "unknown element type" in its place');
  expect(finding?.fix?.label).toBe('Use a textInput instead');
  const fixed = finding!.fix!.apply(message);
  expect(fixed.data.interactiveData.formFields[1]).toMatchObject({
    elementType: 'textInput',
    elementId: 'number1',
  });
  expect(lintMessage(fixed)).toEqual([]);
  expect(validateDraft(fixed)).toEqual([]);
});

import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import {
  buildApiActionRequest,
  countUtf8Bytes,
  isHttpUrl,
  normaliseFormMessage,
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  validateSubmission,
} from './index.js';

// A few thousand runs in CI; `CHATFORMS_FUZZ_RUNS=100000` for a long run.
const fuzzRuns = Number(process.env.CHATFORMS_FUZZ_RUNS) || 0;
const runs = (ciRuns: number) => ({ numRuns: fuzzRuns > 0 ? fuzzRuns : ciRuns });

const prototypeNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];
const objectPrototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
const arrayPrototypeNames = Object.getOwnPropertyNames(Array.prototype).sort();

// Every run also checks that nothing was written onto the shared prototypes.
afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectPrototypeNames);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayPrototypeNames);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

function nest(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

const deepValues = [
  nest(20_000, (inner) => [inner]),
  nest(20_000, (inner) => ({ a: inner })),
  // Read from text, so `__proto__` is an own key rather than the prototype.
  JSON.parse('{"__proto__":'.repeat(20_000) + '1' + '}'.repeat(20_000)) as unknown,
];
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));
const hugeString = 'x'.repeat(100_000);
const hugeOptions = Array.from({ length: 20_000 }, (_, index) => ({
  value: `v${index}`,
  label: 'L',
}));

const prototypeName = fc.constantFrom(...prototypeNames);
const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 8 }) }, prototypeName);
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 2, arbitrary: prototypeName },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.tuple(fc.string(), loneSurrogate).map(([text, half]) => text + half) },
);

const hostileUrl = fc.oneof(
  fc.constantFrom(
    'http:/account/delete',
    'http:account/delete',
    'https:/example.org/x',
    '//evil.example/x',
    'http:///evil.example/x',
    'http:\\\\evil.example\\x',
    'https://example.org\\@evil.example/',
    'https://user:pass@example.org/x',
    'https://@example.org/x',
    ' https://example.org/x',
    'https://example.org/x\n',
    'https://exa\tmple.org/x',
    'javascript:alert(1)',
    'HTTPS://Example.org/a/../b',
    'https://example.org/' + hugeString,
  ),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('http:', 'https:', 'http:/', 'https://', '//', 'http:\\\\'), fc.domain())
    .map(([prefix, domain]) => prefix + domain + '/hook'),
  fc
    .tuple(fc.webAuthority({ withUserInfo: true }), fc.webPath())
    .map(([authority, path]) => `https://${authority}${path}`),
  hostileString,
);

const hostileHeaders = fc.dictionary(
  fc.oneof(fc.constantFrom('X-Token', 'Content-Type', 'X Name', 'X-Émoji', ''), key),
  fc.oneof(fc.constantFrom('a\r\nSet-Cookie: b', 'Zoë', '✓', 'a\u0000'), hostileString),
  { maxKeys: 4, noNullPrototype: false },
);

const hostileValue = fc.oneof(
  { weight: 5, arbitrary: fc.anything({ key, maxDepth: 2, maxKeys: 4, withNullPrototype: true }) },
  { weight: 1, arbitrary: fc.record({ toString: fc.anything({ maxDepth: 1 }) }) },
);

// Heavy values are rare and sit in one place per input, so a run stays quick.
const heavyValue = fc.constantFrom(...deepValues, hugeString, hugeOptions);
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 60, arbitrary }, { weight: 1, arbitrary: heavyValue });

const elementTypes = [
  'label',
  'textInput',
  'button',
  'checkbox',
  'dropdown',
  'radio',
  'singleSelect',
  'dateTime',
  'spinner',
];

const hostileOptions = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.array(fc.record({ value: hostileString, label: hostileString }), {
      maxLength: 6,
    }),
  },
  { weight: 1, arbitrary: hostileValue },
);

const hostileAction = fc.record(
  {
    actionType: fc.oneof(
      fc.constantFrom('apiAction', 'urlNavigation', 'deepLinkAction', 'customAction', 'custom'),
      hostileValue,
    ),
    type: fc.oneof(fc.constantFrom('apiAction', 'custom'), hostileValue),
    url: hostileUrl,
    method: fc.oneof(fc.constantFrom('POST', 'put', 'DELETE'), hostileValue),
    headers: fc.oneof({ weight: 4, arbitrary: hostileHeaders }, hostileValue),
    payload: rarely(hostileValue),
    dataKey: fc.oneof(key, hostileValue),
  },
  { requiredKeys: ['actionType', 'url'] },
);

const hostileElement = fc.record(
  {
    elementType: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...elementTypes) }, hostileValue),
    elementId: fc.oneof({ weight: 6, arbitrary: key }, hostileValue),
    label: fc.oneof(hostileString, hostileValue),
    text: hostileString,
    buttonText: hostileString,
    optional: fc.oneof(fc.boolean(), hostileValue),
    options: rarely(hostileOptions),
    defaultValue: fc.oneof(hostileString, fc.array(hostileString), hostileValue),
    action: fc.oneof({ weight: 6, arbitrary: hostileAction }, hostileValue),
  },
  { requiredKeys: ['elementType', 'elementId'] },
);

const hostileForm = fc.record(
  {
    title: hostileString,
    formFields: fc.oneof(
      { weight: 6, arbitrary: fc.array(hostileElement, { maxLength: 5 }) },
      hostileValue,
    ),
    submitElement: fc.oneof({ weight: 6, arbitrary: hostileElement }, hostileValue),
  },
  { requiredKeys: [] },
);

const hostileMessage = fc
  .record({
    form: rarely(fc.oneof({ weight: 8, arbitrary: hostileForm }, hostileValue)),
    goal: fc.oneof(
      fc.record({
        type: fc.constantFrom('anyOf', 'allOf', 'oneOf', 'none'),
        elementIds: fc.array(key),
      }),
      hostileValue,
    ),
    tags: fc.oneof(fc.array(hostileString, { maxLength: 3 }), hostileValue),
    extra: fc.dictionary(key, hostileValue, { maxKeys: 2 }),
  })
  .map(({ form, goal, tags, extra }) => ({
    ...extra,
    receiver: 'r1',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: { interactiveData: form, interactionGoal: goal },
    tags,
  }));

/** The survey fixture with a hostile submit button, so that many runs parse and their rules are checked. */
const nearlyValidMessage = fc
  .record({
    elementId: key.filter((elementId) => elementId.trim() !== ''),
    actionType: fc.constantFrom('apiAction', 'urlNavigation'),
    url: hostileUrl,
    headers: hostileHeaders,
  })
  .map(({ elementId, ...action }) => {
    const message = structuredClone(surveyMessage) as { data: Record<string, unknown> };
    message.data.interactionGoal = { type: 'anyOf', elementIds: [elementId] };
    const interactiveData = message.data.interactiveData as Record<string, unknown>;
    interactiveData.submitElement = {
      elementType: 'button',
      elementId,
      buttonText: 'Send',
      action,
    };
    return message;
  });

/** The input as a caller may hand it: the value itself, or JSON text (where `__proto__` is an own key). */
function asGiven(value: unknown, asText: boolean): unknown {
  if (!asText) return value;
  try {
    return JSON.stringify(value) ?? value;
  } catch {
    return value;
  }
}

const headerNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/u;
const headerValuePattern = /^[\t\u0020-\u007e\u0080-\u00ff]*$/u;

function expectSendableUrl(url: string): void {
  expect(isHttpUrl(url)).toBe(true);
  expect(url).toMatch(/^https?:\/\/[^/\\?#@\s]/iu);
  expect(new URL(url).username).toBe('');
}

/** The rules an action that parsed must follow, by action type: sendable URLs and headers. */
const sendableRules: Record<string, (action: Record<string, unknown>) => void> = {
  urlNavigation: (action) => expectSendableUrl(action.url as string),
  apiAction: (action) => {
    const url = action.url as string;
    expectSendableUrl(url);
    const headers = action.headers as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) {
      expect(name).toMatch(headerNamePattern);
      expect(value).toMatch(headerValuePattern);
    }
    // Node's own fetch Headers are the judge of what can be sent.
    expect(() => new Headers(headers)).not.toThrow();
    const input = action as Parameters<typeof buildApiActionRequest>[0];
    expect(buildApiActionRequest(input, {}).url).toBe(new URL(url).href);
  },
};

function expectSendableAction(action: Record<string, unknown>): void {
  const type = action.actionType as string;
  if (Object.hasOwn(sendableRules, type)) sendableRules[type]!(action);
}

/** The actions of a parsed form's buttons (other elements may carry an `action` key that means nothing). */
function listActions(form: unknown): Record<string, unknown>[] {
  type Element = { elementType: string; action?: Record<string, unknown> };
  const { formFields = [], submitElement } = form as {
    formFields?: Element[];
    submitElement?: Element;
  };
  return [...formFields, submitElement].flatMap((element) =>
    element?.elementType === 'button' && element.action !== undefined ? [element.action] : [],
  );
}

test('parseFormMessage never throws on hostile messages and keeps every rule in what it accepts', () => {
  fc.assert(
    fc.property(
      fc.oneof(hostileMessage, nearlyValidMessage),
      fc.boolean(),
      fc.boolean(),
      (message, asText, lenient) => {
        const result = parseFormMessage(asGiven(message, asText), {
          mode: lenient ? 'lenient' : 'strict',
        });
        expect(typeof result.success).toBe('boolean');
        if (!result.success) return;
        for (const action of listActions(result.data.data.interactiveData)) {
          if (!lenient) expectSendableAction(action);
        }
        if (!lenient)
          expect(countUtf8Bytes(JSON.stringify(message.data))).toBeLessThanOrEqual(10 * 1024);
      },
    ),
    runs(2_000),
  );
});

test('parseInteractiveData, parseFormElement and parseButtonAction never throw on hostile input', () => {
  fc.assert(
    fc.property(
      hostileForm,
      hostileElement,
      hostileAction,
      fc.boolean(),
      (form, element, action, asText) => {
        expect(typeof parseInteractiveData(asGiven(form, asText)).success).toBe('boolean');
        expect(typeof parseInteractiveData(form, { mode: 'lenient' }).success).toBe('boolean');
        const parsedElement = parseFormElement(asGiven(element, asText));
        if (parsedElement.success)
          listActions({ submitElement: parsedElement.data }).forEach(expectSendableAction);
        const parsedAction = parseButtonAction(asGiven(action, asText));
        if (parsedAction.success) expectSendableAction(parsedAction.data);
      },
    ),
    runs(1_000),
  );
});

/** The value as JSON text, or undefined where JSON.stringify itself cannot (deep or odd values). */
function writeIfShallow(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

test('normaliseFormMessage never throws on hostile messages and never changes its input', () => {
  fc.assert(
    fc.property(fc.oneof(hostileMessage, hostileValue), fc.boolean(), (input, lenient) => {
      const before = writeIfShallow(input);
      const result = normaliseFormMessage(input, { mode: lenient ? 'lenient' : 'strict' });
      expect(Array.isArray(result.warnings) && Array.isArray(result.errors)).toBe(true);
      expect(writeIfShallow(input)).toBe(before);
    }),
    runs(2_000),
  );
});

test('validateSubmission never throws on hostile values, prototype-named keys included', () => {
  const id = key.filter((elementId) => elementId.trim() !== '' && elementId !== 'submit-button');
  const ids = fc.uniqueArray(id, { minLength: 1, maxLength: 4 });
  const form = ids.map((elementIds) => ({
    ...structuredClone(surveyMessage),
    data: {
      interactiveData: {
        title: 'Hostile',
        formFields: elementIds.map((elementId, index) =>
          index % 2 === 0
            ? { elementType: 'textInput', elementId, label: 'L', optional: false }
            : {
                elementType: 'checkbox',
                elementId,
                label: 'L',
                options: [
                  { value: 'a', label: 'A' },
                  { value: '__proto__', label: 'P' },
                ],
              },
        ),
        submitElement: {
          elementType: 'button',
          elementId: 'submit-button',
          buttonText: 'Send',
          action: { actionType: 'customAction' },
        },
      },
    },
  }));
  const values = fc.oneof(
    fc.dictionary(key, fc.oneof(hostileString, fc.array(hostileString), hostileValue), {
      maxKeys: 5,
    }),
    hostileValue,
  );
  fc.assert(
    fc.property(form, values, fc.boolean(), (message, given, asText) => {
      const parsed = parseFormMessage(message);
      if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
      expect(typeof validateSubmission(parsed.data, asGiven(given, asText)).success).toBe(
        'boolean',
      );
    }),
    runs(2_000),
  );
});

test('reports 20,000-deep input as too deep in every parser', () => {
  for (const deep of deepValues) {
    for (const result of [
      parseFormMessage(deep),
      parseInteractiveData(deep),
      parseFormElement(deep),
      parseButtonAction(deep),
    ]) {
      expect(result).toMatchObject({ success: false, issues: [{ code: 'too_deep' }] });
    }
    expect(normaliseFormMessage(deep).errors).toMatchObject([{ code: 'too_deep' }]);
  }
});

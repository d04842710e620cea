import { describe, expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import {
  normaliseFormMessage,
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
} from './index.js';
import { findParseResult } from './parse-message.js';

function withSubmitAction(action: Record<string, unknown>) {
  const message = structuredClone(surveyMessage);
  return {
    ...message,
    data: {
      ...message.data,
      interactiveData: {
        ...message.data.interactiveData,
        submitElement: { ...message.data.interactiveData.submitElement, action },
      },
    },
  };
}

describe('given input that is not a message at all', () => {
  test('reports invalid JSON text with its line and column', () => {
    const result = parseFormMessage('{\n  "category": "interactive",\n  "type": form\n}');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual([
      expect.objectContaining({
        path: [],
        pointer: '',
        code: 'invalid_json',
        message: expect.stringMatching(/line 3, column \d+/),
      }),
    ]);
  });

  test('reports empty text as empty, not as a JSON syntax error', () => {
    const result = parseFormMessage('   ');
    expect(result.success ? '' : result.issues[0]?.message).toContain('empty');
  });

  test('reports a circular object at the path where it refers back', () => {
    const message: Record<string, unknown> = { category: 'interactive', type: 'form', data: {} };
    (message.data as Record<string, unknown>).self = message;
    const result = parseFormMessage(message);
    expect(result.success ? [] : result.issues).toEqual([
      expect.objectContaining({ code: 'circular', pointer: '/data/self' }),
    ]);
  });

  test('reports a 20,000-deep object as too deep instead of overflowing the stack', () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let level = 0; level < 20_000; level += 1)
      deep = deep.next = {} as Record<string, unknown>;
    expect(parseFormMessage(root)).toMatchObject({
      success: false,
      issues: [{ code: 'too_deep' }],
    });
    expect(parseFormMessage('{"next":'.repeat(20_000) + '{}' + '}'.repeat(20_000))).toMatchObject({
      success: false,
      issues: [{ code: 'too_deep' }],
    });
  });

  test('reports a 20,000-deep array given as text as too deep', () => {
    const text = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(parseFormMessage(text)).toMatchObject({
      success: false,
      issues: [{ code: 'too_deep' }],
    });
  });

  test('reports a huge title as data over the 10 KB limit', () => {
    const message = structuredClone(surveyMessage);
    message.data.interactiveData.title = 'x'.repeat(5_000_000);
    expect(parseFormMessage(message)).toMatchObject({
      success: false,
      issues: [{ pointer: '/data', code: 'data_too_large' }],
    });
  });

  test('refuses interactiveData too large for any message before checking it, in strict mode', () => {
    const interactiveData = structuredClone(surveyMessage.data.interactiveData) as Record<
      string,
      unknown
    >;
    interactiveData.title = 'x'.repeat(20_000);
    interactiveData.formFields = [{ elementType: 'unknown' }];
    expect(parseInteractiveData(interactiveData)).toMatchObject({
      success: false,
      issues: [{ pointer: '', code: 'data_too_large' }],
    });
    expect(parseInteractiveData(interactiveData, { mode: 'lenient' })).toMatchObject({
      success: true,
      warnings: expect.arrayContaining([expect.objectContaining({ code: 'data_too_large' })]),
    });
  });

  test('names an unknown element type cut short, however long it is', () => {
    const result = parseFormElement({ elementId: 'a', elementType: ['x'.repeat(50_000)] });
    expect(result).toMatchObject({ success: false, issues: [{ code: 'unknown_element_type' }] });
    expect(!result.success && result.issues[0]!.message.length).toBeLessThan(400);
  });

  test('shows an oversized message in lenient mode, with the limit as a warning', () => {
    const message = structuredClone(surveyMessage);
    message.data.interactiveData.title = 'x'.repeat(20_000);
    expect(parseFormMessage(message, { mode: 'lenient' })).toMatchObject({
      success: true,
      warnings: [{ pointer: '/data', code: 'data_too_large' }],
    });
  });

  test('reports functions, symbols, bigints and NaN as values JSON cannot carry', () => {
    for (const value of [() => 1, Symbol('x'), 10n, Number.NaN, new Map()]) {
      expect(parseFormMessage({ category: 'interactive', odd: value })).toMatchObject({
        success: false,
        issues: [{ pointer: '/odd', code: 'not_json' }],
      });
    }
  });

  test('reports a getter that throws as unreadable input', () => {
    const hostile = Object.defineProperty({}, 'category', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(parseFormMessage(hostile)).toMatchObject({
      success: false,
      issues: [{ code: 'unreadable', message: expect.stringContaining('boom') }],
    });
  });

  test('reports undefined, null, numbers and arrays as not being a message', () => {
    for (const value of [undefined, null, 42, [], 'null']) {
      expect(parseFormMessage(value).success).toBe(false);
    }
  });
});

describe('given a message written by an existing chat kit', () => {
  test('renames the custom and deepLinking aliases with a warning each', () => {
    expect(parseButtonAction({ actionType: 'custom' })).toEqual({
      success: true,
      data: { actionType: 'customAction' },
      warnings: [expect.objectContaining({ pointer: '/actionType', code: 'renamed_alias' })],
    });
    expect(parseButtonAction({ actionType: 'deepLinking', url: 'myapp://home' })).toMatchObject({
      success: true,
      data: { actionType: 'deepLinkAction' },
    });
  });

  test('reads a type key given instead of actionType', () => {
    const result = parseButtonAction({ type: 'urlNavigation', url: 'https://example.org' });
    expect(result).toEqual({
      success: true,
      data: { actionType: 'urlNavigation', url: 'https://example.org' },
      warnings: [expect.objectContaining({ pointer: '/type', code: 'renamed_key' })],
    });
  });

  test('removes a type key that repeats actionType', () => {
    const result = parseButtonAction({ actionType: 'customAction', type: 'custom' });
    expect(result).toMatchObject({
      success: true,
      data: { actionType: 'customAction' },
      warnings: [{ code: 'removed_key' }],
    });
    expect(result.success && 'type' in result.data).toBe(false);
  });

  test('rejects a type key that disagrees with actionType', () => {
    expect(parseButtonAction({ actionType: 'customAction', type: 'apiAction' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/type', code: 'action_type_mismatch' }],
    });
  });

  test('renames the spinner element to dropdown', () => {
    const result = parseFormElement({
      elementType: 'spinner',
      elementId: 'size',
      options: [{ value: 's', label: 'Small' }],
    });
    expect(result).toMatchObject({
      success: true,
      data: { elementType: 'dropdown' },
      warnings: [{ pointer: '/elementType' }],
    });
  });

  test('renames the oneOf goal to anyOf', () => {
    const message = structuredClone(surveyMessage) as Record<string, unknown> &
      typeof surveyMessage;
    (message.data.interactionGoal as { type: string }).type = 'oneOf';
    expect(parseFormMessage(message)).toMatchObject({
      success: true,
      data: { data: { interactionGoal: { type: 'anyOf' } } },
      warnings: [{ pointer: '/data/interactionGoal/type', code: 'renamed_alias' }],
    });
  });

  test('upper-cases a lowercase apiAction method', () => {
    const result = parseFormMessage(
      withSubmitAction({ actionType: 'apiAction', url: 'https://example.org', method: 'post' }),
    );
    expect(result).toMatchObject({
      success: true,
      data: { data: { interactiveData: { submitElement: { action: { method: 'POST' } } } } },
      warnings: [
        { pointer: '/data/interactiveData/submitElement/action/method', code: 'normalised_value' },
      ],
    });
  });
});

describe('given a minimal message', () => {
  const minimal = {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [
          { elementType: 'textInput', elementId: 'name' },
          { elementType: 'dateTime', elementId: 'day' },
        ],
        submitElement: {
          elementType: 'button',
          elementId: 'send',
          buttonText: 'Send',
          action: { actionType: 'apiAction', url: 'https://example.org' },
        },
      },
    },
    futureKey: { kept: true },
  };

  test('makes optional, disableAfterInteracted, mode and the apiAction defaults explicit', () => {
    const result = parseFormMessage(minimal);
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const form = result.data.data.interactiveData;
    expect(form.formFields[0]).toMatchObject({ optional: true });
    expect(form.formFields[1]).toMatchObject({ optional: true, mode: 'date' });
    expect(form.submitElement).toMatchObject({
      disableAfterInteracted: true,
      action: { method: 'POST', payload: {}, headers: {}, dataKey: 'formData' },
    });
    expect(result.data.data.allowSenderInteraction).toBe(false);
  });

  test('keeps keys it does not know', () => {
    const result = parseFormMessage(minimal);
    expect(result.success && result.data.futureKey).toEqual({ kept: true });
  });

  test('honours disableAfterInteracted false', () => {
    const message = structuredClone(minimal);
    Object.assign(message.data.interactiveData.submitElement, { disableAfterInteracted: false });
    const result = parseFormMessage(message);
    expect(
      result.success && result.data.data.interactiveData.submitElement.disableAfterInteracted,
    ).toBe(false);
  });
});

describe('given lenient mode', () => {
  test('keeps a button whose url is unsafe or not http, as written, with a warning', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/form', 'https//example.org']) {
      const result = parseFormMessage(withSubmitAction({ actionType: 'urlNavigation', url }), {
        mode: 'lenient',
      });
      if (!result.success) throw new Error(JSON.stringify(result.issues));
      expect(result.data.data.interactiveData.submitElement.action).toEqual({
        actionType: 'urlNavigation',
        url,
      });
      expect(result.warnings).toEqual([
        expect.objectContaining({
          pointer: '/data/interactiveData/submitElement/action/url',
          code: 'unusable_element',
        }),
      ]);
    }
  });

  test('fills in the defaults of a kept apiAction around its written url', () => {
    const result = parseFormMessage(withSubmitAction({ actionType: 'apiAction', url: '' }), {
      mode: 'lenient',
    });
    expect(result.success && result.data.data.interactiveData.submitElement.action).toEqual({
      actionType: 'apiAction',
      url: '',
      method: 'POST',
      payload: {},
      headers: {},
      dataKey: 'formData',
    });
  });

  test('still refuses a button whose action has problems besides its url', () => {
    const result = parseFormMessage(
      withSubmitAction({ actionType: 'apiAction', url: '', method: 'GET' }),
      { mode: 'lenient' },
    );
    expect(result.success).toBe(false);
  });

  test('drops a checkbox default outside its options and keeps the element', () => {
    const message = structuredClone(surveyMessage);
    const form = message.data.interactiveData;
    const index = form.formFields.findIndex((element) => element.elementId === 'channels');
    Object.assign(form.formFields[index]!, { defaultValue: ['nowhere'] });

    const result = parseFormMessage(message, { mode: 'lenient' });

    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData.formFields[index]).not.toHaveProperty('defaultValue');
    expect(result.warnings.map((warning) => `${warning.pointer} ${warning.code}`)).toEqual([
      `/data/interactiveData/formFields/${index}/defaultValue/0 dropped_default`,
    ]);
    expect(parseFormMessage(message).success).toBe(false);
  });
});

/** A message kept the way chat SDKs keep it: fields behind getters, entities as class instances. */
class SdkUser {
  constructor(
    public uid: string,
    public name: string,
  ) {}
  getUid() {
    return this.uid;
  }
}

class SdkGroup {
  constructor(public guid: string) {}
}

class SdkMessage {
  #raw: Record<string, unknown>;
  constructor(raw: Record<string, unknown>) {
    this.#raw = raw;
  }
  getId() {
    return 42;
  }
  getCategory() {
    return this.#raw.category;
  }
  getType() {
    return this.#raw.type;
  }
  getReceiverType() {
    return this.#raw.receiverType;
  }
  getReceiver() {
    return new SdkUser(String(this.#raw.receiver), 'Reader');
  }
  getSender() {
    return new SdkUser('author-1', 'Author');
  }
  getData() {
    return this.#raw.data;
  }
  getRawMessage() {
    return this.#raw;
  }
}

describe('given a message as a chat SDK hands it over', () => {
  test('reads a message whose fields sit behind getters', () => {
    const result = parseFormMessage(new SdkMessage(structuredClone(surveyMessage)));
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data).toMatchObject({
      id: 42,
      category: 'interactive',
      receiver: surveyMessage.receiver,
      sender: { uid: 'author-1', name: 'Author' },
    });
    expect(result.data.data.interactiveData.title).toBe(surveyMessage.data.interactiveData.title);
  });

  test('reads the receiver of a message built for sending from getReceiverId()', () => {
    const { receiver, ...rest } = structuredClone(surveyMessage);
    const built = new (class OutgoingMessage {
      #receiverId = receiver;
      constructor(fields: object) {
        Object.assign(this, fields);
      }
      getReceiverId() {
        return this.#receiverId;
      }
    })(rest);
    expect(parseFormMessage(built)).toMatchObject({ success: true, data: { receiver } });
  });

  test('reads receiver and sender given as entity objects, user or group', () => {
    const asUser = { ...structuredClone(surveyMessage), receiver: new SdkUser('reader-1', 'R') };
    const asGroup = {
      ...structuredClone(surveyMessage),
      receiverType: 'group',
      receiver: { guid: 'group-1', name: 'Group', membersCount: 3 },
      sender: new SdkUser('author-1', 'Author'),
    };
    expect(parseFormMessage(asUser)).toMatchObject({
      success: true,
      data: { receiver: 'reader-1' },
    });
    expect(parseFormMessage(asGroup)).toMatchObject({
      success: true,
      data: { receiver: 'group-1', sender: { uid: 'author-1' } },
    });
    expect(parseFormMessage({ ...asGroup, receiver: new SdkGroup('group-2') })).toMatchObject({
      success: true,
      data: { receiver: 'group-2' },
    });
  });

  test('reads numeric ids and interactions written as SDK objects', () => {
    const message = structuredClone(surveyMessage);
    const submitId = message.data.interactiveData.submitElement.elementId;
    const interaction = new (class Interaction {
      constructor(
        public elementId: string,
        public interactedAt: number,
      ) {}
    })(submitId, 1718000000);
    const result = parseFormMessage({
      ...message,
      id: 4127,
      data: { ...message.data, interactions: [interaction] },
    });
    expect(result).toMatchObject({
      success: true,
      data: {
        id: 4127,
        data: { interactions: [{ elementId: submitId, interactedAt: 1718000000 }] },
      },
    });
  });

  test('reads a message given by an object with toJSON', () => {
    const message = { toJSON: () => structuredClone(surveyMessage) };
    const wrapped = new (class Wrapped {
      toJSON() {
        return message.toJSON();
      }
    })();
    expect(parseFormMessage(wrapped).success).toBe(true);
  });

  test('still refuses built-in objects such as Map and Date', () => {
    for (const value of [new Map(), new Date(0), new Set()]) {
      expect(parseFormMessage({ ...structuredClone(surveyMessage), odd: value })).toMatchObject({
        success: false,
        issues: [{ pointer: '/odd', code: 'not_json' }],
      });
    }
  });
});

describe('normaliseFormMessage', () => {
  test('renames aliases in a message that does not parse, and leaves its input alone', () => {
    const message = withSubmitAction({ type: 'deepLinking', url: 'not a url' });
    const before = structuredClone(message);

    const normalised = normaliseFormMessage(message);

    expect(parseFormMessage(message).success).toBe(false);
    expect(normalised.value).toMatchObject({
      data: {
        interactiveData: { submitElement: { action: { actionType: 'deepLinkAction' } } },
      },
    });
    expect(normalised.warnings.map((warning) => warning.pointer)).toContain(
      '/data/interactiveData/submitElement/action/actionType',
    );
    expect(message).toEqual(before);
  });

  test('gives back a value that is not a message as it is, with nothing to report', () => {
    expect(normaliseFormMessage([1, 2])).toEqual({ value: [1, 2], warnings: [], errors: [] });
  });

  test('never throws on types that are objects with a toString key, and says what it skipped', () => {
    const hostile = { toString: 1 };
    const message = {
      data: {
        interactiveData: {
          formFields: [{ elementId: 'a', elementType: hostile }],
          submitElement: {
            elementType: 'button',
            elementId: { toString: 1 },
            action: { actionType: hostile, type: 'custom' },
          },
        },
      },
    };

    const normalised = normaliseFormMessage(message, { mode: 'lenient' });

    expect(normalised.warnings).toContainEqual(
      expect.objectContaining({
        code: 'skipped_element',
        message: expect.stringContaining('an object'),
      }),
    );
    expect(normalised.errors).toMatchObject([{ code: 'action_type_mismatch' }]);
    expect(parseFormMessage(message, { mode: 'lenient' })).toMatchObject({ success: false });
    expect(
      parseInteractiveData(message.data.interactiveData, { mode: 'lenient' }),
    ).not.toMatchObject({ issues: [{ code: 'unreadable' }] });
  });

  test('reports input nested 20,000 levels deep as too deep instead of overflowing the stack', () => {
    let deep: unknown = [];
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    const message = {
      data: { interactiveData: { formFields: [{ elementId: 'a', elementType: deep }] } },
    };

    const normalised = normaliseFormMessage(message, { mode: 'lenient' });

    expect(normalised.errors).toMatchObject([{ code: 'too_deep' }]);
    expect(normaliseFormMessage(deep).errors).toMatchObject([{ code: 'too_deep' }]);
    expect(parseFormMessage(message, { mode: 'lenient' })).toMatchObject({
      success: false,
      issues: [{ code: 'too_deep' }],
    });
  });
});

test('reports a hole in a list as a value JSON cannot carry, and normalises it without throwing', () => {
  const withHole: unknown[] = ['a'];
  withHole[2] = 'c';
  const message = structuredClone(surveyMessage) as unknown as { tags: unknown };
  message.tags = withHole;
  const issue = {
    path: ['tags', 1],
    pointer: '/tags/1',
    code: 'not_json',
    message: 'undefined cannot be written as JSON',
  };
  expect(parseFormMessage(message)).toEqual({ success: false, issues: [issue] });
  // Normalising only renames, so it leaves the hole for parsing to report.
  expect(normaliseFormMessage(message).errors).toEqual([]);
});

test('reports a number too large to read in JSON text at its path instead of keeping Infinity', () => {
  const text = JSON.stringify(surveyMessage).replace('"data":{', '"data":{"count":-1e400,');
  expect(text).toContain('-1e400');
  const issue = {
    path: ['data', 'count'],
    pointer: '/data/count',
    code: 'number_out_of_range',
    message: 'the number is too large to read: it reads as -Infinity',
  };
  expect(parseFormMessage(text)).toEqual({ success: false, issues: [issue] });
  expect(parseFormMessage(text, { mode: 'lenient' })).toEqual({ success: false, issues: [issue] });
  expect(parseButtonAction('{"actionType":"customAction","x":[1,1e400]}')).toMatchObject({
    success: false,
    issues: [{ pointer: '/x/1', code: 'number_out_of_range' }],
  });
});

test('reports the same too-deep place whether a message comes as text or as a value', () => {
  const nest = (depth: number): unknown => (depth === 0 ? { end: true } : [nest(depth - 1)]);
  const message = {
    ...structuredClone(surveyMessage),
    tags: [nest(120), 'a', nest(101)],
    x: nest(99),
  };
  const fromValue = parseFormMessage(message);
  expect(fromValue).toMatchObject({ success: false, issues: [{ code: 'too_deep' }] });
  expect(parseFormMessage(JSON.stringify(message))).toEqual(fromValue);
});

test('finds what a lenient parse answered for a message it returned, warnings in a copy to add to', () => {
  const message = withSubmitAction({ actionType: 'urlNavigation', url: 'ftp://example.org/x' });
  const result = parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  const found = findParseResult(result.data);
  expect(found).toEqual(result);
  expect(found?.success && found.data).toBe(result.data);
  expect(found?.success && found.warnings).not.toBe(result.warnings);
});

test('finds nothing for a strict reading, a copy, the message it was parsed from, or text', () => {
  const message = structuredClone(surveyMessage);
  const strict = parseFormMessage(message);
  if (!strict.success) throw new Error(JSON.stringify(strict.issues));
  expect(findParseResult(strict.data)).toBeUndefined();
  const lenient = parseFormMessage(message, { mode: 'lenient' });
  if (!lenient.success) throw new Error(JSON.stringify(lenient.issues));
  expect(findParseResult(structuredClone(lenient.data))).toBeUndefined();
  expect(findParseResult(message)).toBeUndefined();
  expect(findParseResult(JSON.stringify(message))).toBeUndefined();
  expect(findParseResult(null)).toBeUndefined();
});

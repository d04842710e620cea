import { expect, test } from 'vitest';
import { z } from 'zod';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import { createElementRegistry } from './elements/element-registry.js';
import { defineElementType } from './elements/element-type.js';
import { parseFormMessage, parseInteractiveData } from './parse-message.js';

// A type, in a registry of this test's own, whose schema counts how often it runs: lenient parsing must check an element
// once when the whole message parses, and again only to degrade when something fails.
let checks = 0;
const countedSchema = z
  .looseObject({ elementType: z.literal('counted'), elementId: z.string(), text: z.string() })
  .check(() => {
    checks += 1;
  });
const registry = createElementRegistry();
registry.register(
  defineElementType({
    type: 'counted',
    schema: countedSchema,
    input: null,
    createStarter: (elementId) => ({ elementType: 'counted' as const, elementId, text: '' }),
    createExample: () => ({ elementType: 'counted' as const, elementId: 'note', text: 'Hello' }),
  }),
);

function surveyWith(counted: unknown, change: (fields: unknown[]) => void = () => undefined) {
  const message = structuredClone(surveyMessage);
  const fields: unknown[] = [...message.data.interactiveData.formFields, counted];
  change(fields);
  Object.assign(message.data.interactiveData, { formFields: fields });
  return message;
}

const counted = { elementType: 'counted', elementId: 'note', text: 'Hello' };

test('a message that parses whole has each element checked once in lenient mode', () => {
  checks = 0;
  const result = parseFormMessage(surveyWith(counted), { mode: 'lenient', registry });
  expect(result.success).toBe(true);
  expect(checks).toBe(1);

  checks = 0;
  expect(
    parseInteractiveData(surveyWith(counted).data.interactiveData, { mode: 'lenient', registry }),
  ).toMatchObject({ success: true, warnings: [] });
  expect(checks).toBe(1);
});

test('a failing element is degraded in a second pass, with the same warnings as before', () => {
  const message = surveyWith(counted, (fields) => {
    const channels = fields.find(
      (element) => (element as { elementId?: unknown }).elementId === 'channels',
    );
    Object.assign(channels as object, { defaultValue: ['nowhere'] });
  });
  checks = 0;
  const result = parseFormMessage(message, { mode: 'lenient', registry });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings.map((warning) => warning.code)).toEqual(['dropped_default']);
  // The first pass, then the degrading pass: its element check and the whole message's.
  expect(checks).toBe(3);
});

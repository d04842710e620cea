import { expect, test } from 'vitest';
import { z as classic } from 'zod';
import { z } from 'zod/mini';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import {
  type FormMessage,
  formMessageSchema,
  fromZodIssues,
  textInputElementSchema,
} from './index.js';

test('an exported schema parses on its own, with zod/mini top-level functions, and reports located issues', () => {
  const parsed = formMessageSchema.safeParse(surveyMessage);
  expect(parsed.success).toBe(true);
  expect(z.safeParse(formMessageSchema, surveyMessage).data).toEqual(parsed.data);
  const broken = textInputElementSchema.safeParse({ elementType: 'textInput', elementId: '' });
  expect(broken.success ? [] : fromZodIssues(broken.error.issues)).toEqual([
    {
      path: ['elementId'],
      pointer: '/elementId',
      code: 'too_small',
      message: 'elementId must not be empty: every element needs an id unique in its message',
    },
  ]);
});

test("the exported schemas compose into a server's own schemas, with zod/mini or zod's classic API", () => {
  const storedWithMini = z.object({ id: z.string(), message: formMessageSchema });
  const storedWithClassic = classic.object({ id: classic.string(), message: formMessageSchema });
  const stored = { id: 'm1', message: surveyMessage };
  const fromMini: { id: string; message: FormMessage } = storedWithMini.parse(stored);
  const fromClassic: { id: string; message: FormMessage } = storedWithClassic.parse(stored);
  expect(fromClassic).toEqual(fromMini);
  expect(classic.object({ message: formMessageSchema }).safeParse({ message: {} }).success).toBe(
    false,
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';

import { readNextStep, writeNextStep } from './next-step.js';

const form = { data: { interactiveData: { title: 'Pick a time' } } };

test('reads the message a body written by writeNextStep carries', () => {
  const body = writeNextStep({ ok: true, submissionId: '7' }, form);
  expect(body).toEqual({ ok: true, submissionId: '7', chatforms: { next: form } });
  expect(readNextStep(JSON.parse(JSON.stringify(body)))).toEqual({ status: 'next', message: form });
});

test('reads no next step from a body without the chatforms key, such as a paging cursor', () => {
  expect(readNextStep({ next: 'https://example.org/page/2' })).toEqual({ status: 'none' });
  expect(readNextStep({ chatforms: {} })).toEqual({ status: 'none' });
  expect(readNextStep('OK')).toEqual({ status: 'none' });
  expect(readNextStep(null)).toEqual({ status: 'none' });
});

test('reports a chatforms key it cannot read at its pointer', () => {
  expect(readNextStep({ chatforms: 'next' })).toEqual({
    status: 'malformed',
    issue: expect.objectContaining({ pointer: '/chatforms', code: 'malformed_next_step' }),
  });
  expect(readNextStep({ chatforms: { next: [form] } })).toEqual({
    status: 'malformed',
    issue: expect.objectContaining({ pointer: '/chatforms/next', code: 'malformed_next_step' }),
  });
});

test('never throws, and finds a next step only under the chatforms key', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (body) => {
      const reading = readNextStep(body);
      const hasKey = typeof body === 'object' && body !== null && Object.hasOwn(body, 'chatforms');
      if (!hasKey) expect(reading).toEqual({ status: 'none' });
    }),
  );
});

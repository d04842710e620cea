import { expect, test } from 'vitest';

import { createErrorEnvelope, errorEnvelopeSchema } from './error-envelope.js';

test('creates an envelope without details when none are given', () => {
  expect(createErrorEnvelope('ERR_X', 'It failed.')).toEqual({
    error: { code: 'ERR_X', message: 'It failed.' },
  });
});

test('creates an envelope with details, and reads back what it creates', () => {
  const envelope = createErrorEnvelope('ERR_X', 'It failed.', { issues: [] });
  expect(envelope).toEqual({
    error: { code: 'ERR_X', message: 'It failed.', details: { issues: [] } },
  });
  expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
});

test('reads an envelope with no message, keeping fields it does not know', () => {
  expect(errorEnvelopeSchema.parse({ error: { code: 'ERR_X', hint: 'h' } })).toEqual({
    error: { code: 'ERR_X', hint: 'h' },
  });
});

// @vitest-environment node
import { Hono } from 'hono';
import { expect, test } from 'vitest';

import { refuseFraming } from './refuse-framing.js';

test('forbids framing an error answer and an answer fetch gave, whose headers cannot change', async () => {
  const app = new Hono();
  app.use('*', refuseFraming());
  app.get('/thrown', () => {
    throw new Error('the disk is full');
  });
  app.get('/fetched', () => fetch('data:text/plain,kept'));
  app.onError((error, context) => context.json({ message: error.message }, 500));

  const thrown = await app.request('/thrown');
  const fetched = await app.request('/fetched');

  expect(thrown.status).toBe(500);
  expect(fetched.status).toBe(200);
  expect(await fetched.text()).toBe('kept');
  for (const answer of [thrown, fetched]) {
    expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  }
});

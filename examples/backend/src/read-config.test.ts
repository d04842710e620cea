import { readFileSync } from 'node:fs';

import { expect, test } from 'vitest';

import { readConfig } from './read-config.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const source = readFileSync(new URL('./read-config.ts', import.meta.url), 'utf8');

/** The README's settings table: each variable's default cell, by name. */
function readSettingsTable(): Map<string, string> {
  const rows = readme.matchAll(/^\| `([A-Z_]+)` +\| (.+?) +\|/gm);
  return new Map([...rows].map(([, name, defaultCell]) => [name!, defaultCell!]));
}

const required = {
  CHAT_API_KEY: 'sandbox_key',
  SUBMISSION_SECRET: 'x'.repeat(32),
  WEBHOOK_PASSWORD: 'webhook-password',
};

test('the README documents every variable the service reads, and no other', () => {
  const read = new Set(
    [...source.matchAll(/environment\.([A-Z_]+)|required\('([A-Z_]+)'\)/g)].map(
      ([, variable, requiredVariable]) => variable ?? requiredVariable,
    ),
  );
  expect([...readSettingsTable().keys()].sort()).toEqual([...read].sort());
});

test('the README gives the defaults readConfig uses', () => {
  const table = readSettingsTable();
  const config = readConfig(required);
  expect(table.get('PORT')).toBe(`\`${config.port}\``);
  expect(table.get('CHAT_BASE_URL')).toBe(`\`${config.chatBaseUrl}\``);
  expect(table.get('CHAT_APP_ID')).toBe(`\`${config.appId}\``);
  expect(table.get('DATA_DIR')).toBe(`\`${config.dataDir}\``);
  expect(table.get('WEBHOOK_USERNAME')).toBe(`\`${config.webhookUsername}\``);
  expect(config.publicUrl).toBe(`http://127.0.0.1:${config.port}`);
  for (const name of Object.keys(required)) expect(table.get(name)).toBe('none: required');
});

test('PORT moves the service and its public URL; CHAT_BASE_URL moves the chat API', () => {
  const config = readConfig({
    ...required,
    PORT: '5020',
    CHAT_BASE_URL: 'http://127.0.0.1:5010/v3',
  });
  expect(config).toMatchObject({
    port: 5020,
    publicUrl: 'http://127.0.0.1:5020',
    chatBaseUrl: 'http://127.0.0.1:5010/v3',
  });
});

test('a required variable left out is named in the error', () => {
  expect(() => readConfig({ ...required, SUBMISSION_SECRET: '' })).toThrow(
    'Set SUBMISSION_SECRET (see README.md)',
  );
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { groupPollMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { createSandbox } from '../create-sandbox-app.js';
import type { SandboxOptions } from '../sandbox-options.js';
import { readResponseJson } from '../testing/read-response-json.js';

const clock = Date.UTC(2025, 0, 1, 12, 0, 0);

async function createGroupSandbox(options: SandboxOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-members-'));
  return createSandbox({ dataDir, apiKey: 'test-key', now: () => clock, ...options });
}

function call(
  sandbox: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } },
  path: string,
  init: { method?: string; body?: unknown; onBehalfOf?: string; apiKey?: string } = {},
) {
  const headers: Record<string, string> = { apiKey: init.apiKey ?? 'test-key' };
  if (init.onBehalfOf) headers.onBehalfOf = init.onBehalfOf;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return sandbox.app.request(`/v3${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

test('lists every user as a participant of a group seeded without members, with pagination', async () => {
  const sandbox = await createGroupSandbox();
  const body = await readResponseJson(await call(sandbox, '/groups/team-lunch/members'));
  expect(body.data.map((member: { uid: string }) => member.uid)).toEqual([
    'cometchat-uid-1',
    'cometchat-uid-2',
    'cometchat-uid-3',
    'cometchat-uid-4',
    'cometchat-uid-5',
  ]);
  expect(body.data[0]).toEqual({
    uid: 'cometchat-uid-1',
    name: 'Andrew Joseph',
    status: 'online',
    role: 'default',
    scope: 'participant',
    joinedAt: 1732200000,
    createdAt: 1732200000,
  });
  const second = await readResponseJson(
    await call(sandbox, '/groups/team-lunch/members?perPage=2&page=2'),
  );
  expect(second.data.map((member: { uid: string }) => member.uid)).toEqual([
    'cometchat-uid-3',
    'cometchat-uid-4',
  ]);
  expect(second.meta.pagination).toEqual({
    total: 5,
    count: 2,
    per_page: 2,
    current_page: 2,
    total_pages: 3,
  });
});

test('lists only the seeded members of a group seeded with members', async () => {
  const sandbox = await createGroupSandbox({
    groups: [{ guid: 'pair', name: 'Pair', members: ['cometchat-uid-2', 'cometchat-uid-9'] }],
  });
  const body = await readResponseJson(await call(sandbox, '/groups/pair/members'));
  expect(body.data.map((member: { uid: string }) => member.uid)).toEqual(['cometchat-uid-2']);
});

test('adds members with the scope of their list and answers per list and uid', async () => {
  const sandbox = await createGroupSandbox({
    groups: [{ guid: 'pair', name: 'Pair', members: ['cometchat-uid-1'] }],
  });
  const response = await call(sandbox, '/groups/pair/members', {
    method: 'POST',
    body: {
      admins: ['cometchat-uid-2'],
      moderators: ['cometchat-uid-3', 'cometchat-uid-1'],
      participants: ['cometchat-uid-4', 'nobody', 'cometchat-uid-2'],
    },
  });
  expect(response.status).toBe(200);
  const { data } = await readResponseJson(response);
  expect(data.admins).toEqual({ 'cometchat-uid-2': { success: true } });
  expect(data.moderators['cometchat-uid-3']).toEqual({ success: true });
  expect(data.moderators['cometchat-uid-1'].error.code).toBe('ERR_ALREADY_JOINED');
  expect(data.participants['cometchat-uid-4']).toEqual({ success: true });
  expect(data.participants.nobody.error.code).toBe('ERR_UID_NOT_FOUND');
  expect(data.participants['cometchat-uid-2'].error.code).toBe('ERR_ALREADY_JOINED');
  const listed = await readResponseJson(await call(sandbox, '/groups/pair/members'));
  expect(
    listed.data.map((member: { uid: string; scope: string; joinedAt: number }) => [
      member.uid,
      member.scope,
      member.joinedAt,
    ]),
  ).toEqual([
    ['cometchat-uid-1', 'participant', 1732200000],
    ['cometchat-uid-2', 'admin', clock / 1000],
    ['cometchat-uid-3', 'moderator', clock / 1000],
    ['cometchat-uid-4', 'participant', clock / 1000],
  ]);
});

test('filters members by the documented scopes, comma-separated or repeated, and by status', async () => {
  const sandbox = await createGroupSandbox();
  await call(sandbox, '/groups/team-lunch/members/cometchat-uid-3', { method: 'DELETE' });
  await call(sandbox, '/groups/team-lunch/members', {
    method: 'POST',
    body: { admins: ['cometchat-uid-3'] },
  });
  const uidsOf = async (query: string) =>
    (await readResponseJson(await call(sandbox, `/groups/team-lunch/members${query}`))).data.map(
      (member: { uid: string }) => member.uid,
    );
  expect(await uidsOf('?scopes=admin')).toEqual(['cometchat-uid-3']);
  expect(await uidsOf('?scopes=admin,moderator')).toEqual(['cometchat-uid-3']);
  expect(await uidsOf('?scopes=moderator&scopes=admin')).toEqual(['cometchat-uid-3']);
  expect(await uidsOf('?status=available')).toEqual(['cometchat-uid-2']);
  const invalid = await call(sandbox, '/groups/team-lunch/members?scopes=owner');
  expect(invalid.status).toBe(400);
  expect((await readResponseJson(invalid)).error.code).toBe('ERR_INVALID_QUERY');
});

test('kicks a member, who is then neither listed nor allowed to send to or interact in the group', async () => {
  const sandbox = await createGroupSandbox();
  const sent = await call(sandbox, '/messages', {
    method: 'POST',
    body: groupPollMessage,
    onBehalfOf: 'cometchat-uid-1',
  });
  const messageId = (await readResponseJson(sent)).data.id;
  const kicked = await call(sandbox, '/groups/team-lunch/members/cometchat-uid-3', {
    method: 'DELETE',
  });
  expect(kicked.status).toBe(200);
  expect(await readResponseJson(kicked)).toEqual({
    data: {
      success: true,
      message: 'The member cometchat-uid-3 has been kicked from the group team-lunch.',
    },
  });
  const listed = await readResponseJson(await call(sandbox, '/groups/team-lunch/members'));
  expect(listed.data.map((member: { uid: string }) => member.uid)).not.toContain('cometchat-uid-3');
  const send = await call(sandbox, '/messages', {
    method: 'POST',
    body: groupPollMessage,
    onBehalfOf: 'cometchat-uid-3',
  });
  expect(send.status).toBe(403);
  expect((await readResponseJson(send)).error.code).toBe('ERR_GROUP_NOT_JOINED');
  const interacted = await call(sandbox, `/messages/${messageId}/interacted`, {
    method: 'PATCH',
    body: { interactions: ['vote'] },
    onBehalfOf: 'cometchat-uid-3',
  });
  expect(interacted.status).toBe(403);
  expect((await readResponseJson(interacted)).error.code).toBe('ERR_NOT_A_PARTICIPANT');
  const stillMember = await call(sandbox, `/messages/${messageId}/interacted`, {
    method: 'PATCH',
    body: { interactions: ['vote'] },
    onBehalfOf: 'cometchat-uid-4',
  });
  expect(stillMember.status).toBe(200);
});

test('adds a kicked member back as a new member', async () => {
  const sandbox = await createGroupSandbox();
  await call(sandbox, '/groups/team-lunch/members/cometchat-uid-3', { method: 'DELETE' });
  const added = await call(sandbox, '/groups/team-lunch/members', {
    method: 'POST',
    body: { participants: ['cometchat-uid-3'] },
  });
  expect((await readResponseJson(added)).data.participants['cometchat-uid-3']).toEqual({
    success: true,
  });
  const send = await call(sandbox, '/messages', {
    method: 'POST',
    body: groupPollMessage,
    onBehalfOf: 'cometchat-uid-3',
  });
  expect(send.status).toBe(200);
});

test('removes usersToBan from the group', async () => {
  const sandbox = await createGroupSandbox();
  const response = await call(sandbox, '/groups/team-lunch/members', {
    method: 'POST',
    body: { usersToBan: ['cometchat-uid-5', 'nobody'] },
  });
  const { data } = await readResponseJson(response);
  expect(data.usersToBan['cometchat-uid-5']).toEqual({ success: true });
  expect(data.usersToBan.nobody.error.code).toBe('ERR_UID_NOT_FOUND');
  expect(sandbox.context.memberships.findMember('team-lunch', 'cometchat-uid-5')).toBeUndefined();
});

test('answers 404 ERR_NOT_A_MEMBER for kicking a user who is not a member, and ERR_UID_NOT_FOUND for an unknown user', async () => {
  const sandbox = await createGroupSandbox();
  await call(sandbox, '/groups/team-lunch/members/cometchat-uid-3', { method: 'DELETE' });
  const again = await call(sandbox, '/groups/team-lunch/members/cometchat-uid-3', {
    method: 'DELETE',
  });
  expect(again.status).toBe(404);
  expect((await readResponseJson(again)).error.code).toBe('ERR_NOT_A_MEMBER');
  const unknown = await call(sandbox, '/groups/team-lunch/members/nobody', { method: 'DELETE' });
  expect(unknown.status).toBe(404);
  expect((await readResponseJson(unknown)).error.code).toBe('ERR_UID_NOT_FOUND');
});

test('answers 404 ERR_GUID_NOT_FOUND in the error envelope for an unknown group on every member route', async () => {
  const sandbox = await createGroupSandbox();
  for (const [path, method, body] of [
    ['/groups/nope/members', 'GET', undefined],
    ['/groups/nope/members', 'POST', { participants: ['cometchat-uid-1'] }],
    ['/groups/nope/members/cometchat-uid-1', 'DELETE', undefined],
  ] as const) {
    const response = await call(sandbox, path, { method, body });
    expect(response.status).toBe(404);
    expect(await readResponseJson(response)).toEqual({
      error: {
        code: 'ERR_GUID_NOT_FOUND',
        message: 'No group with guid "nope" exists.',
        details: { guid: 'nope' },
      },
    });
  }
});

test('answers 400 ERR_INVALID_REQUEST_BODY for an add that names nobody', async () => {
  const sandbox = await createGroupSandbox();
  for (const body of [{}, { participants: [] }, { participants: 'cometchat-uid-1' }]) {
    const response = await call(sandbox, '/groups/team-lunch/members', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_REQUEST_BODY');
  }
});

test('answers 401 AUTH_ERR_APIKEY_NOT_FOUND on member routes without the apiKey', async () => {
  const sandbox = await createGroupSandbox();
  const response = await call(sandbox, '/groups/team-lunch/members/cometchat-uid-1', {
    method: 'DELETE',
    apiKey: 'wrong',
  });
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_APIKEY_NOT_FOUND');
  expect(sandbox.context.memberships.findMember('team-lunch', 'cometchat-uid-1')).toBeDefined();
});

test('keeps run-time membership in the data directory for the next start', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-members-kept-'));
  const first = createSandbox({ dataDir, apiKey: 'test-key' });
  await call(first, '/groups/team-lunch/members/cometchat-uid-3', { method: 'DELETE' });
  await first.context.memberships.flush();
  const second = createSandbox({ dataDir, apiKey: 'test-key' });
  expect(second.context.memberships.findMember('team-lunch', 'cometchat-uid-3')).toBeUndefined();
  expect(second.context.memberships.findMember('team-lunch', 'cometchat-uid-4')).toBeDefined();
});

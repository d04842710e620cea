import { expect, test } from 'vitest';

import { groupEventSchemas } from './group-events.js';
import { parseWebhookEvent } from './parse-webhook-event.js';

const envelope = { appId: '2512abc', region: 'eu', webhook: 'chat-events' };
const owner = { uid: 'cometchat-uid-1', name: 'Andrew Joseph', status: 'online', role: 'default' };
const members = {
  'cometchat-uid-2': {
    uid: 'cometchat-uid-2',
    name: 'George Alan',
    status: 'offline',
    role: 'default',
    conversationId: 'group_team-lunch',
  },
};
const group = {
  guid: 'team-lunch',
  name: 'Team lunch',
  type: 'public',
  membersCount: 2,
  conversationId: 'group_team-lunch',
  createdAt: 1732200000,
  owner: 'cometchat-uid-1',
  updatedAt: 1732200000,
};
const updatedGroup = {
  ...group,
  updatedAt: 1732200500,
  updatedBy: 'cometchat-uid-1',
  onlineMembersCount: 1,
};

const samples = {
  group_created: {
    trigger: 'group_created',
    ...envelope,
    data: { group: { ...group, scope: 'admin', joinedAt: 1732200000, hasJoined: true }, members },
  },
  group_updated: { trigger: 'group_updated', ...envelope, data: { group: updatedGroup } },
  group_deleted: { trigger: 'group_deleted', ...envelope, data: { group: updatedGroup } },
  group_owner_transferred: {
    trigger: 'group_owner_transferred',
    ...envelope,
    data: { group: { ...group, owner: 'cometchat-uid-2', oldOwner: 'cometchat-uid-1' } },
  },
  group_member_added: {
    trigger: 'group_member_added',
    ...envelope,
    data: { group, members, by: owner },
  },
  group_member_banned: {
    trigger: 'group_member_banned',
    ...envelope,
    data: { group, members, by: owner },
  },
  group_member_unbanned: {
    trigger: 'group_member_unbanned',
    ...envelope,
    data: { group, members, by: owner },
  },
  group_member_kicked: {
    trigger: 'group_member_kicked',
    ...envelope,
    data: { group, members, by: owner },
  },
  group_member_joined: { trigger: 'group_member_joined', ...envelope, data: { group, members } },
  group_member_left: { trigger: 'group_member_left', ...envelope, data: { group, members } },
  group_member_scope_changed: {
    trigger: 'group_member_scope_changed',
    ...envelope,
    data: {
      group,
      members: {
        'cometchat-uid-2': {
          ...members['cometchat-uid-2'],
          scope: 'admin',
          oldScope: 'participant',
        },
      },
      by: owner,
    },
  },
};

test('has a sample for every group trigger', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(groupEventSchemas).sort());
});

test.each(Object.entries(samples))('parses the spec shape of %s', (trigger, sample) => {
  const result = parseWebhookEvent(sample);
  expect(result).toEqual({ success: true, data: sample, warnings: [] });
  expect(result.success && result.data.trigger).toBe(trigger);
});

test('refuses group_created without the creator fields scope, joinedAt and hasJoined', () => {
  const result = parseWebhookEvent({ ...samples.group_created, data: { group, members } });
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/group/scope',
    '/data/group/joinedAt',
    '/data/group/hasJoined',
  ]);
});

test('refuses group_member_kicked without who kicked', () => {
  const result = parseWebhookEvent({ ...samples.group_member_kicked, data: { group, members } });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/by');
});

test('refuses a member map whose value is not a user summary', () => {
  const result = parseWebhookEvent({
    ...samples.group_member_joined,
    data: { group, members: { x: { name: 'no uid' } } },
  });
  expect(!result.success && result.issues[0]?.pointer).toBe('/data/members/x/uid');
});

import fc from 'fast-check';
import { expect, test } from 'vitest';

import { ChatApiError } from './chat-api-error.js';
import { createChatClient } from './chat-client.js';

function stubFetch(answer: () => Response, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return answer();
  };
}

async function catchError(promise: Promise<unknown>): Promise<ChatApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChatApiError))
    throw new Error(`expected a ChatApiError, got ${String(error)}`);
  return error;
}

const projectGroup = {
  guid: 'project-group',
  name: 'Project group',
  type: 'private',
  membersCount: 4,
  owner: 'cometchat-uid-4',
  createdAt: 1638440784,
};

test('reads a member with one GET /groups/{guid} on behalf of that user', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(
      () =>
        Response.json({
          data: { ...projectGroup, hasJoined: true, scope: 'moderator', joinedAt: 1638440790 },
        }),
      seen,
    ),
  });
  await expect(client.getGroupMember('project-group', 'cometchat-uid-2')).resolves.toEqual({
    uid: 'cometchat-uid-2',
    scope: 'moderator',
    joinedAt: 1638440790,
  });
  expect(seen).toHaveLength(1);
  expect(seen[0]?.method).toBe('GET');
  expect(seen[0]?.url).toBe('https://abc.api-us.cometchat.io/v3/groups/project-group');
  expect(seen[0]?.headers.get('onBehalfOf')).toBe('cometchat-uid-2');
  expect(seen[0]?.headers.get('apiKey')).toBe('k');
});

test('leaves joinedAt out when the answer does not give it', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json({ data: { ...projectGroup, hasJoined: true, scope: 'participant' } }),
    ),
  });
  const member = await client.getGroupMember('project-group', 'cometchat-uid-2');
  expect(member).toStrictEqual({ uid: 'cometchat-uid-2', scope: 'participant' });
});

test('answers undefined when the group says the user has not joined', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: { ...projectGroup, hasJoined: false } })),
  });
  await expect(client.getGroupMember('project-group', 'cometchat-uid-3')).resolves.toBeUndefined();
});

test('answers undefined when the group answer says nothing of membership', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: projectGroup })),
  });
  await expect(client.getGroupMember('project-group', 'cometchat-uid-3')).resolves.toBeUndefined();
});

test('answers undefined when hasJoined is true but no scope comes with it', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: { ...projectGroup, hasJoined: true } })),
  });
  await expect(client.getGroupMember('project-group', 'cometchat-uid-3')).resolves.toBeUndefined();
});

test.each([
  [404, 'ERR_UID_NOT_FOUND'],
  [403, 'ERR_NOT_A_MEMBER'],
  [403, 'ERR_GROUP_NOT_JOINED'],
  [403, 'ERR_BANNED_GROUPMEMBER'],
])(
  'answers undefined for a %i %s error, which says the user is not in the group',
  async (status, code) => {
    const client = createChatClient({
      appId: 'abc',
      region: 'us',
      apiKey: 'k',
      fetch: stubFetch(() => Response.json({ error: { code, message: 'No.' } }, { status })),
    });
    await expect(
      client.getGroupMember('project-group', 'cometchat-uid-3'),
    ).resolves.toBeUndefined();
  },
);

test('rejects with the 404 ERR_GUID_NOT_FOUND of a group that does not exist', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json(
        { error: { code: 'ERR_GUID_NOT_FOUND', message: 'The group does not exist.' } },
        { status: 404 },
      ),
    ),
  });
  const error = await catchError(client.getGroupMember('gone', 'cometchat-uid-2'));
  expect(error.status).toBe(404);
  expect(error.code).toBe('ERR_GUID_NOT_FOUND');
});

test('rejects other failures instead of answering that the user is not a member', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json({ error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND' } }, { status: 401 }),
    ),
  });
  const error = await catchError(client.getGroupMember('project-group', 'cometchat-uid-2'));
  expect(error.code).toBe('AUTH_ERR_APIKEY_NOT_FOUND');
});

test('rejects an answer that is not one group with ERR_UNEXPECTED_RESPONSE', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: [projectGroup] })),
  });
  const error = await catchError(client.getGroupMember('project-group', 'cometchat-uid-2'));
  expect(error.code).toBe('ERR_UNEXPECTED_RESPONSE');
});

test('refuses an empty uid and a guid that cannot be a path segment before sending anything', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: projectGroup }), seen),
  });
  for (const guid of ['', '.', '..']) {
    const error = await catchError(client.getGroupMember(guid, 'cometchat-uid-2'));
    expect([error.status, error.code]).toEqual([0, 'ERR_INVALID_GUID']);
  }
  const emptyUid = await catchError(client.getGroupMember('project-group', ''));
  expect([emptyUid.status, emptyUid.code]).toEqual([0, 'ERR_EMPTY_UID']);
  expect(seen).toHaveLength(0);
});

test('encodes any guid as one path segment under /groups', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ minLength: 1 }).filter((guid) => guid !== '.' && guid !== '..'),
      async (guid) => {
        const seen: Request[] = [];
        const client = createChatClient({
          appId: 'abc',
          region: 'us',
          apiKey: 'k',
          fetch: stubFetch(() => Response.json({ data: { guid, hasJoined: false } }), seen),
        });
        await client.getGroupMember(guid, 'cometchat-uid-2');
        const path = new URL(seen[0]?.url ?? 'http://unsent').pathname;
        const [, version, groups, segment, ...rest] = path.split('/');
        expect([version, groups, rest]).toEqual(['v3', 'groups', []]);
        expect(decodeURIComponent(segment ?? '')).toBe(guid);
      },
    ),
  );
});

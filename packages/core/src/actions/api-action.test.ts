import { describe, expect, test } from 'vitest';

import { buildApiActionRequest } from '../index.js';

const action = {
  actionType: 'apiAction',
  url: 'https://example.org/hook',
  payload: { formId: 'visit' },
  dataKey: 'answers',
} as const;

// A message as the REST API and the SDK's getRawMessage() give it.
const rawMessage = {
  id: '501',
  conversationId: 'alice_user_bob',
  sender: 'alice',
  receiver: 'bob',
  receiverType: 'user',
  category: 'interactive',
  type: 'form',
  data: {},
};

const kit = {
  message: rawMessage,
  appId: 'app-1',
  region: 'eu',
  interactedBy: 'bob',
  interactedElementId: 'submit',
  interactionTimezoneCode: 'America/New_York',
};

describe('given the kit envelope, the default body', () => {
  test('sends every key of the v4.2+ web kit, in its order, with the values under formData', () => {
    const request = buildApiActionRequest(action, { name: 'Ada' }, kit);
    expect(request.body).toBe(
      JSON.stringify({
        payload: { formId: 'visit' },
        trigger: 'ui_message_interacted',
        appID: 'app-1',
        region: 'eu',
        data: {
          conversationId: 'alice_user_bob',
          sender: 'alice',
          receiver: 'bob',
          receiverType: 'user',
          messageCategory: 'interactive',
          messageType: 'form',
          messageId: '501',
          interactedBy: 'bob',
          interactionTimezoneCode: 'America/New_York',
          interactedElementId: 'submit',
          formData: { name: 'Ada' },
        },
      }),
    );
    expect(request).toMatchObject({
      url: 'https://example.org/hook',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  test('ignores dataKey, as the kit does', () => {
    const body = JSON.parse(buildApiActionRequest(action, { name: 'Ada' }, kit).body);
    expect(body).not.toHaveProperty('answers');
    expect(body.data).not.toHaveProperty('answers');
    expect(body.data.formData).toEqual({ name: 'Ada' });
  });

  test('reads sender and receiver from entity objects, as the SDK hands a message over', () => {
    const sdkShaped = {
      ...rawMessage,
      id: 501,
      sender: { uid: 'alice', name: 'Alice' },
      receiver: { uid: 'bob', name: 'Bob' },
      receiverId: 'bob',
    };
    const body = JSON.parse(buildApiActionRequest(action, {}, { ...kit, message: sdkShaped }).body);
    expect(body.data).toMatchObject({ sender: 'alice', receiver: 'bob', messageId: 501 });
  });

  test('reads a group receiver and the sender from data.entities when only they carry them', () => {
    const message = {
      ...rawMessage,
      sender: undefined,
      receiver: undefined,
      receiverType: 'group',
      data: {
        entities: {
          sender: { entity: { uid: 'alice' }, entityType: 'user' },
          receiver: { entity: { guid: 'team' }, entityType: 'group' },
        },
      },
    };
    const body = JSON.parse(buildApiActionRequest(action, {}, { ...kit, message }).body);
    expect(body.data).toMatchObject({ sender: 'alice', receiver: 'team', receiverType: 'group' });
  });

  test('sends empty appID and region and no interactedBy when the host gives none, as the kit does', () => {
    const body = JSON.parse(buildApiActionRequest(action, {}, { message: rawMessage }).body);
    expect(body).toMatchObject({ appID: '', region: '' });
    expect(body.data).not.toHaveProperty('interactedBy');
  });

  test("names the runtime's own time zone when none is given", () => {
    const body = JSON.parse(buildApiActionRequest(action, {}, { message: rawMessage }).body);
    expect(body.data.interactionTimezoneCode).toBe(
      new Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  test("sends no formData for a card, whose buttons carry no values, as the kit's card bubble does", () => {
    const card = { ...rawMessage, id: '502', type: 'card' };
    const request = buildApiActionRequest(action, {}, { ...kit, message: card });
    expect(request.body).toBe(
      JSON.stringify({
        payload: { formId: 'visit' },
        trigger: 'ui_message_interacted',
        appID: 'app-1',
        region: 'eu',
        data: {
          conversationId: 'alice_user_bob',
          sender: 'alice',
          receiver: 'bob',
          receiverType: 'user',
          messageCategory: 'interactive',
          messageType: 'card',
          messageId: '502',
          interactedBy: 'bob',
          interactionTimezoneCode: 'America/New_York',
          interactedElementId: 'submit',
        },
      }),
    );
  });

  test('sends formData for a form even when it carries no values, as the kit does', () => {
    const body = JSON.parse(buildApiActionRequest(action, {}, kit).body);
    expect(body.data.formData).toEqual({});
  });

  test('sends an empty payload object when the action has none', () => {
    const { payload: _payload, ...withoutPayload } = action;
    const body = JSON.parse(buildApiActionRequest(withoutPayload, {}, kit).body);
    expect(body.payload).toEqual({});
  });
});

describe('given the dataKey body', () => {
  test('spreads the payload and puts the values under dataKey, the pre-4.2 kit shape', () => {
    const request = buildApiActionRequest(
      { ...action, dataKey: 'CometChatData' },
      { name: 'Ada' },
      { ...kit, bodyFormat: 'dataKey' },
    );
    expect(request.body).toBe(JSON.stringify({ formId: 'visit', CometChatData: { name: 'Ada' } }));
  });
});

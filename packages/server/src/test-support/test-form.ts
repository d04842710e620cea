import { ChatApiError } from '@chatforms/chat-api';
import type {
  ApiActionRequestContext,
  ElementRegistry,
  FormMessage,
  FormValues,
} from '@chatforms/core';
import {
  buildApiActionRequest,
  createApiAction,
  createButtonElement,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
  formatKitFormData,
  formatSubmission,
} from '@chatforms/core';

import type { ServerChatClient } from '../find-form.js';

/** Where a test form is sent and what its button's apiAction carries. */
export interface SentTestFormOptions {
  url?: string;
  payload?: Record<string, unknown>;
  receiver?: string;
  receiverType?: 'user' | 'group';
}

/** A sent form as `GET /messages/{id}` answers it: a name, a size among options, a day in 2026. */
export function createSentTestForm(options: SentTestFormOptions = {}): FormMessage & {
  id: string;
  sender: string;
} {
  const message = createFormMessage({
    receiver: options.receiver ?? 'cometchat-uid-2',
    receiverType: options.receiverType ?? 'user',
    title: 'Order',
    formFields: [
      createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
      createDropdownElement({
        elementId: 'size',
        label: 'Size',
        optional: false,
        options: [
          { value: 's', label: 'Small' },
          { value: 'l', label: 'Large' },
        ],
      }),
      createDateTimeElement({
        elementId: 'day',
        label: 'Day',
        mode: 'date',
        optional: true,
        timezoneCode: 'Asia/Kolkata',
        from: '2026-01-01',
        to: '2026-12-31',
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Order',
      action: createApiAction({
        url: options.url ?? 'http://127.0.0.1/submissions',
        payload: options.payload ?? { shop: 'north' },
      }),
    }),
  });
  return { ...message, id: 'message-1', sender: 'cometchat-uid-1' };
}

/** A chat client answering one form and its groups' members, recording the interactions marked. */
export function createFakeChat(
  form: FormMessage & { id: string },
  groups: Record<string, string[]> = {},
) {
  const marked: { messageId: string; elementId: string; onBehalfOf: string }[] = [];
  const reads = { messages: 0, members: 0 };
  let failMarking = false;
  let failure: Error | undefined;
  const chat: ServerChatClient = {
    async getMessage(messageId) {
      reads.messages += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failure !== undefined) throw failure;
      if (messageId !== form.id)
        throw new ChatApiError({
          status: 404,
          code: 'ERR_MESSAGE_ID_NOT_FOUND',
          message: 'no such message',
        });
      return form as never;
    },
    async getGroupMember(guid, uid) {
      reads.members += 1;
      if (failure !== undefined) throw failure;
      const members = groups[guid];
      if (members === undefined)
        throw new ChatApiError({
          status: 404,
          code: 'ERR_GUID_NOT_FOUND',
          message: 'no such group',
        });
      return members.includes(uid) ? { uid, scope: 'participant' } : undefined;
    },
    async markInteracted(messageId, elementId, { onBehalfOf }) {
      if (failMarking) throw new Error('the chat API is down');
      marked.push({ messageId, elementId, onBehalfOf });
      return { success: true, message: 'marked' };
    },
  };
  return {
    chat,
    marked,
    reads,
    setFailMarking: (fail: boolean) => (failMarking = fail),
    /** Makes every read fail with `error` (a rate limit, an outage) until given undefined. */
    setFailure: (error: Error | undefined) => (failure = error),
  };
}

/**
 * The request the renderer sends for `values` (as the form holds them), in the kit envelope; a
 * renderer given `registry` sends the values of its plugin types too.
 */
export function createKitRequest(
  form: FormMessage & { id: string },
  values: FormValues,
  context: ApiActionRequestContext & { token?: string; registry?: ElementRegistry } = {},
): Request {
  const action = form.data.interactiveData.submitElement.action as Parameters<
    typeof buildApiActionRequest
  >[0];
  const timeZone = context.interactionTimezoneCode ?? 'America/New_York';
  const built = buildApiActionRequest(
    action,
    formatKitFormData(form, values, {
      timeZone,
      registry: context.registry,
    }),
    {
      message: form,
      appId: 'app',
      region: 'eu',
      interactedBy: 'cometchat-uid-2',
      interactedElementId: 'submit',
      interactionTimezoneCode: timeZone,
      ...context,
    },
  );
  return toRequest(built, context.token);
}

/** The request the renderer sends with `bodyFormat: 'dataKey'`. */
export function createDataKeyRequest(
  form: FormMessage,
  values: FormValues,
  payload: Record<string, unknown>,
  token?: string,
): Request {
  const action = form.data.interactiveData.submitElement.action as Parameters<
    typeof buildApiActionRequest
  >[0];
  const built = buildApiActionRequest({ ...action, payload }, formatSubmission(form, values), {
    bodyFormat: 'dataKey',
  });
  return toRequest(built, token);
}

function toRequest(
  built: ReturnType<typeof buildApiActionRequest>,
  token: string | undefined,
): Request {
  const headers = new Headers(built.headers);
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  return new Request(built.url, { method: built.method, headers, body: built.body });
}

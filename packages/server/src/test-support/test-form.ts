import { ChatApiError } from '@chatforms/chat-api';
import type { ApiActionRequestContext, FormMessage, FormValues } from '@chatforms/core';
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

/** A sent form as `GET /messages/{id}` answers it: a name, a size among options, a day in 2026. */
export function createSentTestForm(url = 'http://127.0.0.1/submissions'): FormMessage & {
  id: string;
  sender: string;
} {
  const message = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
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
      action: createApiAction({ url, payload: { shop: 'north' } }),
    }),
  });
  return { ...message, id: 'message-1', sender: 'cometchat-uid-1' };
}

/** A chat client answering one form and recording the interactions marked. */
export function createFakeChat(form: FormMessage & { id: string }) {
  const marked: { messageId: string; elementId: string; onBehalfOf: string }[] = [];
  let failMarking = false;
  const chat: ServerChatClient = {
    async getMessage(messageId) {
      if (messageId !== form.id)
        throw new ChatApiError({
          status: 404,
          code: 'ERR_MESSAGE_ID_NOT_FOUND',
          message: 'no such message',
        });
      return form as never;
    },
    async markInteracted(messageId, elementId, { onBehalfOf }) {
      if (failMarking) throw new Error('the chat API is down');
      marked.push({ messageId, elementId, onBehalfOf });
      return { success: true, message: 'marked' };
    },
  };
  return { chat, marked, setFailMarking: (fail: boolean) => (failMarking = fail) };
}

/** The request the renderer sends for `values` (as the form holds them), in the kit envelope. */
export function createKitRequest(
  form: FormMessage & { id: string },
  values: FormValues,
  context: ApiActionRequestContext & { token?: string } = {},
): Request {
  const action = form.data.interactiveData.submitElement.action as Parameters<
    typeof buildApiActionRequest
  >[0];
  const timeZone = context.interactionTimezoneCode ?? 'America/New_York';
  const built = buildApiActionRequest(action, formatKitFormData(form, values, { timeZone }), {
    message: form,
    appId: 'app',
    region: 'eu',
    interactedBy: 'cometchat-uid-2',
    interactedElementId: 'submit',
    interactionTimezoneCode: timeZone,
    ...context,
  });
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

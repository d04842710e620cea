import {
  type ButtonElement,
  createApiAction,
  createButtonElement,
  createFormMessage,
  type FormMessage,
  type FormMessageFields,
} from '@chatforms/core';

/** The apiAction submit button tests use unless they pass their own. */
export function createTestSubmit(overrides: Partial<ButtonElement> = {}): ButtonElement {
  return createButtonElement({
    elementId: 'send',
    buttonText: 'Send',
    action: createApiAction({ url: 'https://example.org/hook' }),
    ...overrides,
  });
}

/** A form message of the given fields, built with core's factories so it is always valid. */
export function createTestMessage(
  formFields: FormMessageFields['formFields'],
  fields: Partial<FormMessageFields> = {},
): FormMessage {
  return createFormMessage({
    receiver: 'uid-reader',
    receiverType: 'user',
    title: 'Test form',
    formFields,
    submitElement: createTestSubmit(),
    ...fields,
  });
}

/** A fetch that answers every request with `status` and a JSON body, recording the requests. */
export function createFetchStub(status = 200, body: unknown = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string | URL | Request, init: RequestInit = {}) => {
    requests.push({ url: String(url), init });
    const response = new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
    return Promise.resolve(response);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

import type { ApiResponseFixture } from '@chatforms/fixtures';

/** How long a mocked endpoint takes to answer, so the sending state is visible in the catalog. */
const mockResponseDelayMs = 150;

/** A fetch that answers every request with `response` after a short delay, and honours aborts. */
export function respondWith(response: ApiResponseFixture): typeof globalThis.fetch {
  return (_input, init) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        const body = JSON.stringify(response.body);
        const headers = { 'Content-Type': 'application/json' };
        resolve(new Response(body, { status: response.status, headers }));
      }, mockResponseDelayMs);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
}

/** A fetch whose request never gets an answer: only an abort (the renderer's timeout) ends it. */
export function respondNever(): typeof globalThis.fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A Web `Request` → `Response` handler, as the submission handler and webhook receiver are. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Turns a Node request into a Web `Request`, streaming its body. */
export function toWebRequest(request: IncomingMessage): Request {
  const host = request.headers.host ?? 'localhost';
  const url = new URL(request.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to accept a stream as a body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a Web `Response` to a Node response. */
export async function writeWebResponse(response: Response, target: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  target.writeHead(response.status, headers);
  target.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Adapts a handler to Node's `http`: a `(request, response)` listener.
 * @example
 * createServer(toNodeListener(createSubmissionHandler(options))).listen(3000);
 */
export function toNodeListener(
  handler: FetchHandler,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    void handler(toWebRequest(request))
      .then((answer) => writeWebResponse(answer, response))
      .catch((error: unknown) => {
        // The handlers answer their own errors; this is a broken connection or a bug in one.
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  };
}

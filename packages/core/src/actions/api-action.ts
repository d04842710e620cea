import * as z from 'zod/mini';

import { defineActionType } from './action-type.js';
import { checkHeaders } from './headers.js';
import { buildKitEnvelope, type KitEnvelopeContext } from './kit-envelope.js';
import { checkHttpUrl, normaliseHttpUrl } from './url.js';

/** HTTP methods an apiAction may use. */
export const apiActionMethods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Sends the form's values as JSON to an http(s) endpoint. */
export const apiActionSchema = z.looseObject({
  actionType: z.literal('apiAction'),
  // Checked on the field, so a bad url is reported beside the action's other issues.
  url: z.string({ error: 'url is required' }).check(z.superRefine(checkHttpUrl)),
  method: z._default(
    z.enum(apiActionMethods, { error: `method must be one of ${apiActionMethods.join(', ')}` }),
    'POST',
  ),
  payload: z._default(
    z.record(z.string(), z.unknown(), { error: 'payload must be a JSON object' }),
    {},
  ),
  headers: z._default(
    z
      .record(z.string(), z.string({ error: 'header values must be strings' }), {
        error: 'headers must be an object of string values',
      })
      .check(z.superRefine(checkHeaders)),
    {},
  ),
  dataKey: z._default(
    z.string().check(
      z.minLength(1, {
        error: 'dataKey must not be empty: it names the key that carries the values',
      }),
    ),
    'formData',
  ),
});

/** An apiAction as parsed, with method, payload, headers and dataKey explicit. */
export type ApiAction = z.output<typeof apiActionSchema>;

/** The request an apiAction sends: everything `fetch` needs. */
export interface ApiActionRequest {
  url: string;
  method: ApiAction['method'];
  headers: Record<string, string>;
  body: string;
}

/** The bodies an apiAction can send: the web kit's envelope (the default) or `{...payload, [dataKey]: values}`. */
export const apiActionBodyFormats = ['kitEnvelope', 'dataKey'] as const;

/** Which body an apiAction sends. */
export type ApiActionBodyFormat = (typeof apiActionBodyFormats)[number];

/** What the host adds to a request: headers, the body format and, for the kit envelope, who sent what. */
export interface ApiActionRequestContext extends KitEnvelopeContext {
  headers?: Record<string, string>;
  /**
   * `kitEnvelope` (default): the v4.2+ web kit's `{payload, trigger, appID, region, data}`, with the
   * values under `data.formData`; `dataKey`: `{...payload, [dataKey]: values}`, the pre-4.2 kit's shape.
   */
  bodyFormat?: ApiActionBodyFormat;
}

/** Merges header sets left to right, matching names case-insensitively so none is sent twice. */
function mergeHeaders(...sets: Record<string, string>[]): Record<string, string> {
  const merged = new Map<string, [string, string]>();
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(merged.values());
}

/**
 * Builds the request an apiAction sends for a form's values (pure: no I/O). The request goes to the
 * url as `normaliseHttpUrl` checked and wrote it; throws a TypeError for a url that does not pass. Pass the values as the
 * body carries them: `formatKitFormData` for the kit envelope, `formatSubmission` for `dataKey`.
 * @example
 * const values = formatKitFormData(message, { name: 'Ada' });
 * const request = buildApiActionRequest(action, values, { message, appId, region, interactedBy: uid, interactedElementId: 'submit' });
 * await fetch(request.url, request);
 */
export function buildApiActionRequest(
  action: z.input<typeof apiActionSchema>,
  values: Record<string, unknown>,
  context: ApiActionRequestContext = {},
): ApiActionRequest {
  const url = normaliseHttpUrl(action.url);
  if (url === undefined)
    throw new TypeError(
      `apiAction url ${JSON.stringify(action.url)} is not an absolute http(s) URL that may be sent`,
    );
  const payload = action.payload ?? {};
  const body =
    context.bodyFormat === 'dataKey'
      ? { ...payload, [action.dataKey || 'formData']: values }
      : buildKitEnvelope(payload, values, context);
  return {
    url,
    method: action.method ?? 'POST',
    headers: mergeHeaders(
      { 'Content-Type': 'application/json' },
      action.headers ?? {},
      context.headers ?? {},
    ),
    body: JSON.stringify(body),
  };
}

/** Creates a canonical apiAction; throws a ZodError when the input is invalid. */
export function createApiAction(
  input: Omit<z.input<typeof apiActionSchema>, 'actionType'>,
): ApiAction {
  return apiActionSchema.parse({ actionType: 'apiAction', ...input });
}

/** The apiAction action type: its schema, aliases and starting action. */
export const apiActionType = defineActionType({
  type: 'apiAction',
  factoryName: 'createApiAction',
  schema: apiActionSchema,
  createStarter: () => createApiAction({ url: 'https://example.org/submissions' }),
});

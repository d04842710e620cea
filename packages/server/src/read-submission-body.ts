import type { Issue, ParseResult } from '@chatforms/core';
import { createIssue } from '@chatforms/core';

/** The two bodies the renderer sends for an apiAction (docs/design.md, "Button actions"). */
export type SubmissionBodyFormat = 'kitEnvelope' | 'dataKey';

/** A submission request as read, before it is authenticated against the sender or validated. */
export interface SubmissionRequest {
  bodyFormat: SubmissionBodyFormat;
  /** The apiAction's `payload` as the form's author wrote it. */
  payload: Record<string, unknown>;
  /** The values as sent: the kit's `formData` or the object under the dataKey. */
  formData: Record<string, unknown>;
  /** The message the form came in; a `dataKey` body carries it only if its payload has `messageId`. */
  messageId: string | undefined;
  /** The uid that pressed the button, as the body claims it. */
  interactedBy: string | undefined;
  interactedElementId: string | undefined;
  /** The reader's IANA zone the kit wrote dateTime values in. */
  timeZone: string | undefined;
  appId: string | undefined;
  region: string | undefined;
}

/** The keys a `dataKey` body is looked for under, in order: the default and the pre-4.2 kit's. */
export const defaultDataKeys = ['formData', 'CometChatData'] as const;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Reads a submission body: the kit envelope `{payload, trigger: "ui_message_interacted", appID,
 * region, data: {…, messageId, interactedBy, interactedElementId, formData}}`, or
 * `{...payload, [dataKey]: values}`. Anything else fails with issues; never throws.
 */
export function readSubmissionBody(
  text: string,
  dataKeys: readonly string[] = defaultDataKeys,
): ParseResult<SubmissionRequest> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure([], 'invalid_json', 'the body is not valid JSON');
  }
  if (!isFields(body)) return failure([], 'invalid_type', 'the body must be a JSON object');
  if (Object.hasOwn(body, 'trigger')) return readKitEnvelope(body);
  const dataKey = dataKeys.find((key) => Object.hasOwn(body, key));
  if (dataKey === undefined || !isFields(body[dataKey])) {
    const names = dataKeys.join(' or ');
    return failure(
      [],
      'unknown_body',
      `the body is neither the kit envelope (trigger "ui_message_interacted") nor {...payload, ${names}: values}`,
    );
  }
  const { [dataKey]: formData, ...payload } = body;
  return success({
    bodyFormat: 'dataKey',
    payload,
    formData: formData as Fields,
    messageId: readString(payload.messageId),
    interactedBy: readString(payload.interactedBy),
    interactedElementId: readString(payload.interactedElementId),
    timeZone: undefined,
    appId: undefined,
    region: undefined,
  });
}

function readKitEnvelope(body: Fields): ParseResult<SubmissionRequest> {
  const issues: Issue[] = [];
  if (body.trigger !== 'ui_message_interacted')
    issues.push(
      createIssue(['trigger'], 'invalid_value', 'trigger must be "ui_message_interacted"'),
    );
  const data = isFields(body.data) ? body.data : {};
  if (!isFields(body.data))
    issues.push(createIssue(['data'], 'invalid_type', 'data must be an object'));
  for (const key of ['messageId', 'interactedBy', 'interactedElementId'] as const) {
    if (readString(data[key]) === undefined)
      issues.push(
        createIssue(['data', key], 'invalid_type', `data.${key} must be a non-empty string`),
      );
  }
  if (!isFields(data.formData))
    issues.push(
      createIssue(['data', 'formData'], 'invalid_type', 'data.formData must be an object'),
    );
  if (body.payload !== undefined && !isFields(body.payload))
    issues.push(createIssue(['payload'], 'invalid_type', 'payload must be an object'));
  if (issues.length > 0) return { success: false, issues };
  return success({
    bodyFormat: 'kitEnvelope',
    payload: isFields(body.payload) ? body.payload : {},
    formData: data.formData as Fields,
    messageId: readString(data.messageId),
    interactedBy: readString(data.interactedBy),
    interactedElementId: readString(data.interactedElementId),
    timeZone: readString(data.interactionTimezoneCode),
    appId: readString(body.appID),
    region: readString(body.region),
  });
}

function success(data: SubmissionRequest): ParseResult<SubmissionRequest> {
  return { success: true, data, warnings: [] };
}

function failure(path: (string | number)[], code: string, message: string) {
  return { success: false as const, issues: [createIssue(path, code, message)] };
}

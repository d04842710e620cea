import type { FormMessageInput, WriteOptions } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';

import { toOutgoingMessage } from './to-outgoing-message.js';

/** Where and as whom a message is sent, for the cURL command. */
export interface CurlTarget {
  baseUrl: string;
  onBehalfOf: string;
  /** A key that may be written out (the embedded sandbox's); otherwise a placeholder is. */
  apiKey?: string;
  /** The receiver picked in the send panel, used when the message names none. */
  receiver?: string;
  receiverType?: 'user' | 'group';
}

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * Writes a cURL command that sends the message, its action types in the names `options` asks for;
 * an app's apiKey stays a placeholder, never the real key, and a draft with no receiver gets the
 * picked one, or a placeholder to fill in.
 */
export function toCurl(
  message: FormMessageInput,
  target: CurlTarget,
  options: WriteOptions = {},
): string {
  const outgoing = toOutgoingMessage(message);
  const { receiver, receiverType, ...rest } = outgoing;
  const body =
    receiver === undefined
      ? {
          receiver: target.receiver ?? 'RECEIVER_UID',
          receiverType: target.receiverType ?? receiverType ?? 'user',
          ...rest,
        }
      : outgoing;
  return [
    `curl -X POST ${quote(`${target.baseUrl.replace(/\/+$/, '')}/messages`)}`,
    `  -H ${quote(`apiKey: ${target.apiKey ?? 'YOUR_API_KEY'}`)}`,
    `  -H ${quote(`onBehalfOf: ${target.onBehalfOf || 'SENDER_UID'}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  --data-raw ${quote(JSON.stringify(writeFormMessage(body, options)))}`,
  ].join(' \\\n');
}

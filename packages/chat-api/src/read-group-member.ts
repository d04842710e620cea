import { ChatApiError, isChatApiError } from './chat-api-error.js';
import type { GroupMember } from './chat-records.js';
import { groupSeenByUserAnswerSchema } from './chat-records.js';
import type { HttpAnswer, HttpTransport } from './http-transport.js';
import { parseResponse } from './parse-response.js';

/**
 * The error codes (from the chat API's error guide) that say the acting user is not in the group:
 * unknown or deactivated, not a member, not joined, banned. The service may answer a non-member's
 * read of a private group with one of them rather than with `hasJoined: false`.
 */
const notAMemberCodes = new Set([
  'ERR_UID_NOT_FOUND',
  'ERR_NOT_A_MEMBER',
  'ERR_GROUP_NOT_JOINED',
  'ERR_BANNED_GROUPMEMBER',
]);

/**
 * Reads whether `uid` is a member of group `guid` with one call, `GET /groups/{guid}` on behalf of
 * that user, whose documented answer carries `hasJoined`, `scope` and `joinedAt`. The documented
 * `GET /groups/{guid}/members` has no search parameter, so finding one uid there takes up to a page
 * per 1000 members (groups hold up to 100000).
 */
export async function readGroupMember(
  send: HttpTransport,
  guid: string,
  uid: string,
): Promise<GroupMember | undefined> {
  const path = `/groups/${encodeURIComponent(requireId('guid', guid))}`;
  const headers = { onBehalfOf: requireId('uid', uid) };
  let answer: HttpAnswer;
  try {
    answer = await send({ method: 'GET', path, headers, idempotent: true });
  } catch (error) {
    if (isChatApiError(error) && error.status >= 400 && notAMemberCodes.has(error.code)) {
      return undefined;
    }
    throw error;
  }
  const { data } = parseResponse(groupSeenByUserAnswerSchema, answer);
  // Without `hasJoined: true` and a scope there is no membership to vouch for, so the answer is "not a member".
  if (data.hasJoined !== true || data.scope === undefined) return undefined;
  return data.joinedAt === undefined
    ? { uid, scope: data.scope }
    : { uid, scope: data.scope, joinedAt: data.joinedAt };
}

/**
 * An empty guid would read `GET /groups/`, the list of groups, and URLs resolve `.` and `..` even
 * encoded, so none of them can name one group; the documented ids are letters, digits, `-` and `_`.
 */
function requireId(name: 'guid' | 'uid', value: string): string {
  const isValid =
    typeof value === 'string' && value !== '' && (name === 'uid' || !/^\.{1,2}$/.test(value));
  if (isValid) return value;
  throw new ChatApiError({
    status: 0,
    code: name === 'guid' ? 'ERR_INVALID_GUID' : 'ERR_EMPTY_UID',
    message: `getGroupMember needs a ${name === 'guid' ? 'guid other than "", "." and ".."' : 'non-empty uid'}, got ${JSON.stringify(value)}.`,
  });
}

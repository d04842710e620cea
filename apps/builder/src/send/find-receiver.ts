import type { ChatUser } from '@chatforms/chat-api';
import { distance } from 'fastest-levenshtein';

import type { ChatConnection } from '../api/chat-connection.js';
import { searchUsersThroughProxy } from '../api/proxy-chat-client.js';

/** Whether a typed uid is a user of the chat app, with the users it may have meant when it is not. */
export type ReceiverCheck =
  | { status: 'found' }
  | { status: 'unknown'; suggestions: ChatUser[] }
  // The users could not be listed: the send goes ahead and the chat API answers for itself.
  | { status: 'unchecked' };

// The chat API answers 100 users a page by default: the suggestions come from the first page.
const usersConsidered = 100;

/** How far `typed` is from a user: 0 when a word of the name or the uid starts with it. */
function measureDistance(typed: string, user: ChatUser): number {
  const candidates = [user.uid, user.name, ...user.name.split(/\s+/)]
    .map((text) => text.toLowerCase())
    .filter((text) => text !== '');
  if (candidates.some((candidate) => candidate.startsWith(typed))) return 0;
  return Math.min(...candidates.map((candidate) => distance(typed, candidate)));
}

/**
 * The users whose uid or name is close to what was typed, closest first: a name typed for a uid
 * ("Nancy" for Nancy Grace's `cometchat-uid-3`) or a typo of either.
 */
export function suggestUsers(typed: string, users: readonly ChatUser[], limit = 3): ChatUser[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return [];
  // A third of the typed length, at least two: "Nacny" still finds Nancy, "Bob" not Nancy.
  const farthest = Math.max(2, Math.floor(text.length / 3));
  return users
    .map((user) => ({ user, distance: measureDistance(text, user) }))
    .filter((candidate) => candidate.distance <= farthest)
    .sort((left, right) => left.distance - right.distance)
    .slice(0, limit)
    .map((candidate) => candidate.user);
}

/** Checks that `uid` is a user before a message is sent to it, through `GET /users`. */
export async function checkUserReceiver(
  connection: ChatConnection,
  uid: string,
): Promise<ReceiverCheck> {
  const matching = await searchUsersThroughProxy(connection, uid, usersConsidered);
  if (!matching.ok) return { status: 'unchecked' };
  if (matching.users.some((user) => user.uid === uid)) return { status: 'found' };
  const everyone = await searchUsersThroughProxy(connection, '', usersConsidered);
  const known = new Map(
    [...matching.users, ...(everyone.ok ? everyone.users : [])].map((user) => [user.uid, user]),
  );
  return { status: 'unknown', suggestions: suggestUsers(uid, [...known.values()]) };
}

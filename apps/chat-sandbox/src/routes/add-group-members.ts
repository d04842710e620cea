import type { SandboxContext } from '../sandbox-context.js';
import type { GroupMemberRecord } from '../store/membership-store.js';

/** What `POST /groups/{guid}/members` reports for one uid. */
type MemberOutcome =
  { success: true } | { success: false; error: { code: string; message: string } };

/** The body of `POST /groups/{guid}/members`, checked. */
interface AddMembersRequest {
  admins?: string[] | undefined;
  moderators?: string[] | undefined;
  participants?: string[] | undefined;
  usersToBan?: string[] | undefined;
}

const scopeByList = {
  admins: 'admin',
  moderators: 'moderator',
  participants: 'participant',
} as const;

/**
 * Adds the named users with the scope of their list and removes `usersToBan`, answering per list and
 * uid as documented: `{success: true}`, or (a shape of the sandbox's own, undocumented) `{success:
 * false, error}` for an unknown user or one already a member. The sandbox keeps no ban list, so a
 * banned user is only removed and can be added again.
 */
export async function addMembers(
  sandbox: Pick<SandboxContext, 'directory' | 'memberships'>,
  guid: string,
  request: AddMembersRequest,
  joinedAt: number,
): Promise<Record<string, Record<string, MemberOutcome>>> {
  const answer: Record<string, Record<string, MemberOutcome>> = {};
  const added: GroupMemberRecord[] = [];
  for (const list of ['admins', 'moderators', 'participants'] as const) {
    const uids = request[list];
    if (!uids) continue;
    answer[list] = Object.fromEntries(
      uids.map((uid) => {
        const refusal = findRefusal(sandbox, guid, uid, added);
        if (refusal) return [uid, refusal];
        added.push({ uid, scope: scopeByList[list], joinedAt });
        return [uid, { success: true }];
      }),
    );
  }
  if (added.length > 0) await sandbox.memberships.add(guid, added);
  if (request.usersToBan) answer.usersToBan = await banUsers(sandbox, guid, request.usersToBan);
  return answer;
}

function findRefusal(
  { directory, memberships }: Pick<SandboxContext, 'directory' | 'memberships'>,
  guid: string,
  uid: string,
  added: readonly GroupMemberRecord[],
): MemberOutcome | undefined {
  if (!directory.findUser(uid)) {
    return refuse('ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`);
  }
  if (memberships.findMember(guid, uid) || added.some((member) => member.uid === uid)) {
    return refuse('ERR_ALREADY_JOINED', `"${uid}" is already a member of "${guid}".`);
  }
  return undefined;
}

async function banUsers(
  { directory, memberships }: Pick<SandboxContext, 'directory' | 'memberships'>,
  guid: string,
  uids: readonly string[],
): Promise<Record<string, MemberOutcome>> {
  const outcomes: [string, MemberOutcome][] = [];
  for (const uid of uids) {
    if (!directory.findUser(uid)) {
      outcomes.push([uid, refuse('ERR_UID_NOT_FOUND', `No user with uid "${uid}" exists.`)]);
      continue;
    }
    await memberships.remove(guid, uid);
    outcomes.push([uid, { success: true }]);
  }
  // fromEntries defines each uid as an own key, so that a uid such as `__proto__` stays data.
  return Object.fromEntries(outcomes);
}

function refuse(code: string, message: string): MemberOutcome {
  return { success: false, error: { code, message } };
}

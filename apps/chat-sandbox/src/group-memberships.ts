import type { Directory, SandboxGroup } from './directory.js';
import type { GroupMemberRecord, MembershipStore } from './store/membership-store.js';

/** Who is in each group now: the seeded members until a group first changes, then the stored list. */
export interface GroupMemberships {
  /** The current members of a known group, in the order they joined; undefined for an unknown group. */
  list(guid: string): readonly GroupMemberRecord[] | undefined;
  findMember(guid: string, uid: string): GroupMemberRecord | undefined;
  /** Appends new members to a known group; the caller checks that none of them is a member already. */
  add(guid: string, members: readonly GroupMemberRecord[]): Promise<void>;
  /** Removes a member from a known group, resolving with whether they were one. */
  remove(guid: string, uid: string): Promise<boolean>;
  /** Resolves when every change made so far is on disk. */
  flush(): Promise<void>;
}

/** Combines the seeded groups with the membership changes made at run time. */
export function createGroupMemberships(
  directory: Directory,
  store: MembershipStore,
): GroupMemberships {
  function list(guid: string): readonly GroupMemberRecord[] | undefined {
    const group = directory.findGroup(guid);
    if (!group) return undefined;
    const members = store.find(guid) ?? seedMembers(group, directory);
    // A data directory may outlive a user seed; a uid the directory no longer has is nobody.
    return members.filter((member) => directory.findUser(member.uid) !== undefined);
  }
  return {
    list,
    findMember: (guid, uid) => list(guid)?.find((member) => member.uid === uid),
    async add(guid, members) {
      const group = requireGroup(directory, guid);
      await store.update(
        guid,
        () => seedMembers(group, directory),
        (stored) => {
          stored.push(...members);
        },
      );
    },
    async remove(guid, uid) {
      const group = requireGroup(directory, guid);
      if (!list(guid)?.some((member) => member.uid === uid)) return false;
      const keepOthers = (stored: GroupMemberRecord[]) => {
        stored.splice(0, stored.length, ...stored.filter((member) => member.uid !== uid));
      };
      await store.update(guid, () => seedMembers(group, directory), keepOthers);
      return true;
    },
    flush: () => store.flush(),
  };
}

/** A group seeded without `members` has every user, as participants who joined when they were created. */
function seedMembers(group: SandboxGroup, directory: Directory): GroupMemberRecord[] {
  const uids = group.members ?? directory.users.map((user) => user.uid);
  return uids.flatMap((uid) => {
    const user = directory.findUser(uid);
    return user ? [{ uid, scope: 'participant' as const, joinedAt: user.createdAt }] : [];
  });
}

function requireGroup(directory: Directory, guid: string): SandboxGroup {
  const group = directory.findGroup(guid);
  if (group) return group;
  throw new Error(`No group with guid "${guid}"; check it exists before changing its members.`);
}

import { join } from 'node:path';

import { z } from 'zod';

import { createJsonFileStore } from './json-file-store.js';

/** A member of a group as the sandbox keeps it: who, with which scope, since when (epoch seconds). */
const groupMemberRecordSchema = z.object({
  uid: z.string(),
  scope: z.enum(['admin', 'moderator', 'participant']),
  joinedAt: z.number().int(),
});

/** A member of a group as the sandbox keeps it. */
export type GroupMemberRecord = z.output<typeof groupMemberRecordSchema>;

/** A list of pairs rather than a record, so that no guid (such as `__proto__`) is ever an object key. */
const membershipsFileSchema = z.object({
  version: z.literal(1),
  groups: z.array(z.object({ guid: z.string(), members: z.array(groupMemberRecordSchema) })),
});

/**
 * The members of the groups whose membership changed at run time, kept in
 * `<dataDir>/memberships.json`; a group absent from it still has its seeded members.
 */
export interface MembershipStore {
  /** The members of a group that changed at run time, or undefined while its seed holds. */
  find(guid: string): readonly GroupMemberRecord[] | undefined;
  /** Changes a group's members, starting from `seed()` the first time, and resolves once on disk. */
  update<Result>(
    guid: string,
    seed: () => GroupMemberRecord[],
    change: (members: GroupMemberRecord[]) => Result,
  ): Promise<Result>;
  flush(): Promise<void>;
}

/** Opens the membership store in a data directory, loading what an earlier run wrote. */
export function createMembershipStore(dataDirectory: string): MembershipStore {
  const store = createJsonFileStore({
    filePath: join(dataDirectory, 'memberships.json'),
    schema: membershipsFileSchema,
    createInitialState: () => ({ version: 1 as const, groups: [] }),
  });
  const membersByGuid = new Map(store.read().groups.map((group) => [group.guid, group.members]));
  return {
    find: (guid) => membersByGuid.get(guid),
    update: (guid, seed, change) =>
      store.update((state) => {
        let members = membersByGuid.get(guid);
        if (!members) {
          members = seed();
          state.groups.push({ guid, members });
          membersByGuid.set(guid, members);
        }
        return change(members);
      }),
    flush: () => store.flush(),
  };
}

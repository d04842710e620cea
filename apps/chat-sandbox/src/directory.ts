import { z } from 'zod';

/** A user the sandbox knows; `GET /v3/users` answers it without `tags` unless asked `withTags`. */
export const sandboxUserSchema = z.object({
  uid: z.string().min(1),
  name: z.string().min(1),
  avatar: z.url().optional(),
  /** The URL of the user's profile page. */
  link: z.url().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  status: z.enum(['available', 'offline', 'online']).default('offline'),
  role: z.string().default('default'),
  tags: z.array(z.string()).default([]),
  /** When the user was deactivated (epoch seconds); absent for an active user. */
  deactivatedAt: z.number().int().optional(),
  createdAt: z.number().int().default(1732200000),
  /** When the user last changed (epoch seconds); their `createdAt` when absent. */
  updatedAt: z.number().int().optional(),
  /** Whether a bot is connected to the user, so that `POST /v3/bots/:uid/messages` may send as them. */
  bot: z.boolean().default(false),
});

/**
 * A group the sandbox knows; `members` are its members at start, every user when absent. Who is a
 * member at run time is `GroupMemberships`' to say, as members are added and kicked.
 */
export const sandboxGroupSchema = z.object({
  guid: z.string().min(1),
  name: z.string().min(1),
  type: z.string().default('public'),
  members: z.array(z.string()).optional(),
  createdAt: z.number().int().default(1732200000),
});

/** A user as the sandbox answers it. */
export type SandboxUser = z.output<typeof sandboxUserSchema>;
/** A group as the sandbox keeps it. */
export type SandboxGroup = z.output<typeof sandboxGroupSchema>;
/** A user to seed the sandbox with. */
export type SandboxUserSeed = z.input<typeof sandboxUserSchema>;
/** A group to seed the sandbox with. */
export type SandboxGroupSeed = z.input<typeof sandboxGroupSchema>;

/** The users a sandbox starts with unless told otherwise: the uids the sample messages address. */
export const defaultSandboxUsers: SandboxUserSeed[] = [
  { uid: 'cometchat-uid-1', name: 'Andrew Joseph', status: 'online' },
  { uid: 'cometchat-uid-2', name: 'George Alan', status: 'available' },
  { uid: 'cometchat-uid-3', name: 'Nancy Grace' },
  { uid: 'cometchat-uid-4', name: 'Susan Marie', status: 'online' },
  { uid: 'cometchat-uid-5', name: 'John Paul' },
];

/** The groups a sandbox starts with unless told otherwise. */
export const defaultSandboxGroups: SandboxGroupSeed[] = [
  { guid: 'team-lunch', name: 'Team lunch' },
];

/** The sandbox's users and groups, looked up by id. */
export interface Directory {
  users: readonly SandboxUser[];
  findUser(uid: string): SandboxUser | undefined;
  findGroup(guid: string): SandboxGroup | undefined;
}

/** Validates the seeds and indexes them; throws on a duplicate or malformed seed. */
export function createDirectory(userSeeds: unknown[], groupSeeds: unknown[]): Directory {
  const users = z.array(sandboxUserSchema).parse(userSeeds);
  const groups = z.array(sandboxGroupSchema).parse(groupSeeds);
  const usersById = new Map(users.map((user) => [user.uid, user]));
  const groupsById = new Map(groups.map((group) => [group.guid, group]));
  if (usersById.size !== users.length) throw new Error('Sandbox users must have distinct uids.');
  return {
    users,
    findUser: (uid) => usersById.get(uid),
    findGroup: (guid) => groupsById.get(guid),
  };
}

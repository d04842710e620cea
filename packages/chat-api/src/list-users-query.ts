import type { HttpQuery } from './http-transport.js';

/** Every query option `GET /users` documents. */
export interface ListUsersOptions {
  /** Matches uids and names that start with it. */
  searchKey?: string;
  /** Where `searchKey` looks: `name`, `uid` or both. */
  searchIn?: readonly ('name' | 'uid')[];
  status?: 'available' | 'offline';
  /** Asks for the number of users as well. */
  count?: boolean;
  /** Users per page: default 100, at most 1000. */
  perPage?: number;
  page?: number;
  role?: string;
  roles?: readonly string[];
  /** Adds each user's tags to the answer. */
  withTags?: boolean;
  /** Only users with these tags. */
  tags?: readonly string[];
  onlyDeactivated?: boolean;
  withDeactivated?: boolean;
}

/**
 * The query string of `GET /users`: `tags` comma-separated (documented `explode: false`), `roles`
 * and `searchIn` repeated (the OpenAPI default for arrays).
 */
export function buildListUsersQuery(options: ListUsersOptions): HttpQuery {
  const { tags, ...rest } = options;
  return { ...rest, tags: tags?.join(',') };
}

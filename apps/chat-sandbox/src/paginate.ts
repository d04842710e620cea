import { z } from 'zod';

/** The `perPage` (default 100, at most 1000, as documented) and `page` query parameters of list routes. */
export const paginationQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(1000).default(100),
  page: z.coerce.number().int().min(1).default(1),
});

/** Cuts one page out of a list and describes it as `{data, meta: {pagination}}`. */
export function paginate<Item>(
  items: readonly Item[],
  { page, perPage }: z.output<typeof paginationQuerySchema>,
) {
  const data = items.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    meta: {
      pagination: {
        total: items.length,
        count: data.length,
        per_page: perPage,
        current_page: page,
        total_pages: Math.ceil(items.length / perPage),
      },
    },
  };
}

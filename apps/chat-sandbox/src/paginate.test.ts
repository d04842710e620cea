import fc from 'fast-check';
import { expect, test } from 'vitest';

import { paginate } from './paginate.js';

test('describes a middle page with the pagination fields the chat API uses', () => {
  const page = paginate(['a', 'b', 'c', 'd', 'e'], { page: 2, perPage: 2 });
  expect(page).toEqual({
    data: ['c', 'd'],
    meta: { pagination: { total: 5, count: 2, per_page: 2, current_page: 2, total_pages: 3 } },
  });
});

test('answers an empty page past the end', () => {
  expect(paginate(['a'], { page: 3, perPage: 10 }).data).toEqual([]);
});

test('splits any list into pages that together give the list back, in order', () => {
  fc.assert(
    fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 100 }), (items, perPage) => {
      const first = paginate(items, { page: 1, perPage });
      const { total_pages: totalPages } = first.meta.pagination;
      const joined = Array.from(
        { length: totalPages },
        (_, index) => paginate(items, { page: index + 1, perPage }).data,
      ).flat();
      expect(joined).toEqual(items);
      expect(first.meta.pagination.total).toBe(items.length);
    }),
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';

import { getSortableIds } from './sortable-ids.js';

test('gives each field its own id even when the draft repeats an elementId', () => {
  expect(
    getSortableIds([
      { elementId: 'a' },
      { elementId: 'a' },
      { elementId: 'a#2' },
      { elementId: 'a' },
    ]),
  ).toEqual(['field:a', 'repeat:1', 'field:a#2', 'repeat:3']);
});

test('keeps field ids apart from the canvas and palette drop targets', () => {
  expect(getSortableIds([{ elementId: 'canvas' }, { elementId: 'palette:label' }])).toEqual([
    'field:canvas',
    'field:palette:label',
  ]);
});

test('ids are always distinct, one per field, whatever the elementIds', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ elementId: fc.constantFrom('a', 'b', 'repeat:1', 'field:a', '') })),
      (fields) => {
        const ids = getSortableIds(fields);
        expect(ids).toHaveLength(fields.length);
        expect(new Set(ids).size).toBe(ids.length);
      },
    ),
  );
});

import { expect, test } from 'vitest';

import { dateTimeModes, isDefaultPattern, modeDetails } from './date-time-pattern.js';

test('the default patterns the first load recognises are the ones each mode submits with', () => {
  for (const mode of dateTimeModes) {
    expect(isDefaultPattern(modeDetails[mode].format, mode)).toBe(true);
    for (const other of dateTimeModes)
      if (other !== mode) expect(isDefaultPattern(modeDetails[other].format, mode)).toBe(false);
  }
  expect(isDefaultPattern('dd/MM/yyyy', 'date')).toBe(false);
});

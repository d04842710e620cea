import { expect, test } from 'vitest';
import * as core from './index.js';

test('the public names of @chatforms/core stay as published', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});

import { builtInElementDefinitions } from '@chatforms/core';
import { expect, test } from 'vitest';

import * as publicApi from './index.js';

// The API report (packages/react/api/react.api.md, checked by `pnpm api:check`) guards the names and
// types the package publishes; this guards what it cannot see: the registry's entries at runtime.
test('exports a component for every built-in element type, and for nothing else', () => {
  expect(Object.keys(publicApi.elementComponents).sort()).toEqual(
    builtInElementDefinitions.map(({ type }) => type).sort(),
  );
});

test('exports each built-in component by the name of its type, the one loaded on demand too', async () => {
  await publicApi.loadElementComponents();
  for (const [type, component] of Object.entries(publicApi.elementComponents)) {
    const name = `${type[0]!.toUpperCase()}${type.slice(1)}Field`;
    const exported = (publicApi as Record<string, unknown>)[name];
    if ('load' in component) {
      // Rendered, the registry's stand-in draws the exported component once its chunk is in.
      const drawn = (component as (props: object) => { type: unknown }).call(undefined, {});
      expect(drawn.type, name).toBe(exported);
    } else expect(exported, name).toBe(component);
  }
});

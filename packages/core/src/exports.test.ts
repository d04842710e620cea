import { expect, test } from 'vitest';
import * as core from './index.js';

test('the public names of @chatforms/core stay as published', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});

test('every type names a factory that core exports', () => {
  const definitions = [
    ...core.listElementDefinitions(),
    ...core.actionTypes.map((type) => core.findActionDefinition(type)),
  ];
  for (const definition of definitions) {
    const name = definition?.factoryName ?? '';
    expect(typeof (core as Record<string, unknown>)[name], name).toBe('function');
  }
});

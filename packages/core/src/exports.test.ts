import { expect, test } from 'vitest';

import * as dateTime from './entries/date-time.js';
import * as editing from './entries/editing.js';
import * as renderer from './entries/renderer.js';
import * as core from './index.js';

// The API reports (packages/core/api/*.api.md, checked by `pnpm api:check`) guard which names and
// types each entry point publishes; these tests guard what a report cannot see: values at runtime.
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

test('no public name is published by two entry points', () => {
  const names = [...Object.keys(core), ...Object.keys(editing), ...Object.keys(dateTime)];
  expect(names.length).toBe(new Set(names).size);
});

test('the renderer entry publishes names of the others, and those that load code on demand', () => {
  const published = new Set([...Object.keys(core), ...Object.keys(dateTime)]);
  expect(
    Object.keys(renderer)
      .filter((name) => !published.has(name))
      .sort(),
  ).toEqual([
    'hasDateTimePatterns',
    'hasDateTimeSupport',
    'loadDateTimePatterns',
    'loadDateTimeSupport',
    'loadJsonSyntaxLocator',
  ]);
  // These five ask the dateTime code loaded on demand; the others are the same functions.
  const asking = [
    'describeDateTimeValue',
    'findWallTimeInstant',
    'formatTimeZoneAbbreviation',
    'formatWallTime',
    'getTimeZoneLabel',
  ];
  for (const name of Object.keys(renderer).filter((key) => published.has(key))) {
    const value =
      (core as Record<string, unknown>)[name] ?? (dateTime as Record<string, unknown>)[name];
    const own = (renderer as Record<string, unknown>)[name];
    if (asking.includes(name)) expect(own, name).toBeTypeOf('function');
    else expect(value, name).toBe(own);
  }
});

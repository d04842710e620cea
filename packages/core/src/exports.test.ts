import { expect, test } from 'vitest';

import * as dateTime from './entries/date-time.js';
import * as editing from './entries/editing.js';
import * as renderer from './entries/renderer.js';
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

test('the public names of @chatforms/core/editing stay as published', () => {
  expect(Object.keys(editing).sort()).toMatchSnapshot();
});

test('the public names of @chatforms/core/date-time stay as published', () => {
  expect(Object.keys(dateTime).sort()).toMatchSnapshot();
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

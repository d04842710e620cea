import { expect, test, vi } from 'vitest';
import { z as classic } from 'zod';
import * as z from 'zod/mini';

import { validMessages } from '../../../internal/fixtures/src/index.js';
import {
  readWildSample,
  type WildSampleName,
  wildSamples,
} from '../../../internal/fixtures/src/wild-samples.js';
import { createObjectCompiler } from './compiled-objects.js';
import type * as Core from './index.js';
import {
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  textInputElementSchema,
} from './index.js';

type Parsers = Pick<
  typeof Core,
  'parseFormMessage' | 'parseInteractiveData' | 'parseFormElement' | 'parseButtonAction'
>;

/** Core as the renderer's entry has it: every schema interpreted by zod/mini, none compiled. */
async function importInterpretingCore() {
  vi.resetModules();
  vi.doMock('./compiled-objects.js', () => ({ createObjectCompiler: () => () => undefined }));
  const core = await import('./index.js');
  vi.doUnmock('./compiled-objects.js');
  const { parseFormMessage, parseInteractiveData, parseFormElement, parseButtonAction } = core;
  return {
    parsers: { parseFormMessage, parseInteractiveData, parseFormElement, parseButtonAction },
    textInputElementSchema: core.textInputElementSchema,
  };
}

/** Every parser in both modes on one input, as JSON: data, warnings, issues and their messages. */
function parseEveryWay(parsers: Parsers, input: unknown): string {
  const results = Object.entries(parsers).flatMap(([name, parse]) =>
    (['strict', 'lenient'] as const).map((mode) => [name, mode, parse(input, { mode })]),
  );
  return JSON.stringify(results);
}

/** A message with one element changed the way hand-written JSON goes wrong. */
function* createBrokenMessages(): Generator<unknown> {
  for (const message of Object.values(validMessages)) {
    const { formFields } = message.data.interactiveData;
    for (let index = 0; index < formFields.length; index += 1) {
      for (const change of [
        { elementId: undefined },
        { elementId: 7 },
        { label: ['not', 'text'] },
        { optional: 'yes' },
        { extra: { kept: true } },
        { elementType: 'slider' },
      ]) {
        const fields = formFields.map((field, at) =>
          at === index ? { ...field, ...change } : field,
        );
        yield {
          ...message,
          data: {
            ...message.data,
            interactiveData: { ...message.data.interactiveData, formFields: fields },
          },
        };
      }
    }
    yield { ...message, data: { ...message.data, interactiveData: 'text' } };
    yield { ...message, data: { ...message.data, allowSenderInteraction: 'no' } };
  }
}

const inputs: { name: string; input: unknown }[] = [
  ...Object.keys(wildSamples).map((name) => ({
    name: `wild ${name}`,
    input: readWildSample(name as WildSampleName),
  })),
  ...Object.entries(validMessages).map(([name, input]) => ({ name, input })),
  ...[...createBrokenMessages()].map((input, index) => ({ name: `broken ${index}`, input })),
];

test('compiled objects parse every sample exactly as zod/mini interprets them', async () => {
  const compiling = { parseFormMessage, parseInteractiveData, parseFormElement, parseButtonAction };
  const compiled = inputs.map(({ name, input }) => [name, parseEveryWay(compiling, input)]);
  const interpreting = await importInterpretingCore();
  const interpreted = inputs.map(({ name, input }) => [
    name,
    parseEveryWay(interpreting.parsers, input),
  ]);
  // Two ways indeed: this entry's element schemas parse compiled, the other's as zod/mini built them.
  expect(textInputElementSchema._zod.parse.name).toBe('compiledParse');
  expect(interpreting.textInputElementSchema._zod.parse.name).not.toBe('compiledParse');
  expect(compiled).toEqual(interpreted);
  // Not a comparison of two empty lists: the samples hold valid messages and each kind of issue.
  expect(inputs.length).toBeGreaterThan(100);
  expect(compiled.filter(([, text]) => text!.includes('"success":false')).length).toBeGreaterThan(
    50,
  );
});

test('every object schema in a tree parses compiled, built once, with its checks', () => {
  const built: string[] = [];
  class CountingObject extends z.core.$ZodObjectJIT {
    constructor(definition: z.core.$ZodObjectDef) {
      super(definition);
      built.push(Object.keys(definition.shape).join());
    }
  }
  const option = z.looseObject({ value: z.string() });
  const schema = z.looseObject({
    name: z.string(),
    options: z.array(option),
    note: z.optional(z.looseObject({ text: z.string() })),
    kind: z.discriminatedUnion('type', [
      z.looseObject({ type: z.literal('a') }),
      z.looseObject({ type: z.literal('b'), b: z.number() }),
    ]),
    // Built with zod's classic API: compiled already, so left as it is.
    classic: z.optional(classic.object({ size: classic.number() })),
  });
  const checked = schema.check(z.refine((value) => value.name !== 'taken', 'name is taken'));
  const input = {
    name: 'Ada',
    options: [{ value: 'x' }, { value: 'y' }],
    kind: { type: 'b', b: 1 },
    classic: { size: 2 },
  };
  const interpreted = [checked.safeParse(input), checked.safeParse({ ...input, name: 'taken' })];

  createObjectCompiler(CountingObject as never)(checked);
  const compiledResults = [
    checked.safeParse(input),
    checked.safeParse({ ...input, name: 'taken' }),
  ];
  expect(JSON.stringify(compiledResults)).toBe(JSON.stringify(interpreted));
  expect(compiledResults[1]?.error?.issues[0]?.message).toBe('name is taken');
  // The root, each option, and the union's option that was met; each once, though met twice.
  expect(built.sort()).toEqual(['name,options,note,kind,classic', 'type,b', 'value'].sort());
});

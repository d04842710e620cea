import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import {
  createSubmissionSchema,
  type FormValues,
  getDefaultValues,
  type InteractiveData,
  parseFormMessage,
  parseInteractiveData,
  validateSubmission,
} from '@chatforms/core';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { Bench } from 'tinybench';

import { createDateTimeFormMessage } from './chat-form.js';
import { toRjsfForm } from './converters/to-rjsf-form.js';
import { summarize, type Summary } from './statistics.js';

/** Throughput of one operation on one message size, in operations per second. */
export interface CoreResult {
  fieldCount: number;
  /** Which message: the large form's text and choice fields, or chat-form fields with dateTime pickers. */
  form: CoreForm;
  operation: string;
  opsPerSecond: Summary;
  /** Throughput in each round, in order: operations of one size take turns within a round. */
  roundOpsPerSecond: number[];
  /** What the operation answered, so a surprising figure can be explained. */
  outcome: string;
}

/** The messages the core bench measures. */
export type CoreForm = 'large form' | 'with dateTime';

/** How long each measured round lasts and how many rounds make a figure. */
export interface CoreBenchOptions {
  fieldCounts: readonly number[];
  /** Sizes of the dateTime-heavy message (three dateTime pickers in every ten fields). */
  dateTimeFieldCounts: readonly number[];
  rounds: number;
  roundMs: number;
}

function readSchema(): object {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@chatforms/core/schema.json'), 'utf8')) as object;
}

/** A value inside the chat form's bounds for each dateTime mode. */
const dateTimeValues: Record<string, string> = {
  date: '2026-06-01',
  time: '10:00',
  dateTime: '2026-06-01T10:00',
};

/** Values for every input: filled where `filled`, otherwise the defaults (so required fields fail). */
function createValues(form: InteractiveData, filled: boolean): FormValues {
  const values = getDefaultValues(form);
  if (!filled) return values;
  for (const field of form.formFields) {
    const start = values[field.elementId];
    if (start === undefined) continue;
    const mode = 'mode' in field ? dateTimeValues[String(field.mode)] : undefined;
    if (mode !== undefined) values[field.elementId] = mode;
    else if (!('options' in field) || field.options === undefined)
      values[field.elementId] = 'typed';
    else values[field.elementId] = Array.isArray(start) ? ['a'] : 'a';
  }
  return values;
}

function describeOutcome(result: { success: boolean }): string {
  return result.success ? 'valid' : 'invalid';
}

interface Operation {
  operation: string;
  run: () => unknown;
  outcome: string;
}

function createMessageOperations(text: string, validateMessage: ValidateFunction): Operation[] {
  const parsed = parseFormMessage(text);
  const parseOutcome = parsed.success
    ? 'valid'
    : `rejected: ${parsed.issues.map((issue) => issue.code).join(', ')}`;
  return [
    { operation: 'JSON.parse (baseline)', run: () => JSON.parse(text), outcome: 'parsed' },
    {
      operation: 'JSON.parse + ajv (schema.json)',
      run: () => validateMessage(JSON.parse(text)),
      outcome: validateMessage(JSON.parse(text)) ? 'valid' : 'invalid',
    },
    {
      operation: 'parseFormMessage (text)',
      run: () => parseFormMessage(text),
      outcome: parseOutcome,
    },
  ];
}

/** rjsf turns empty strings into undefined before validating; the ajv baseline gets the same. */
function dropEmptyStrings(values: FormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

function createSubmissionOperations(form: InteractiveData, ajv: Ajv2020): Operation[] {
  // The baseline validates the same values against the form as JSON Schema, compiled once, as rjsf does.
  const validateValues = ajv.compile(toRjsfForm(form).schema);
  // validateSubmission builds its zod schema on every call; built once it shows what caching would give.
  const submissionSchema = createSubmissionSchema(form);
  return (['filled', 'required empty'] as const).flatMap((state) => {
    const values = createValues(form, state === 'filled');
    const schemaValues = dropEmptyStrings(values);
    return [
      {
        operation: `validateSubmission (${state})`,
        run: () => validateSubmission(form, values),
        outcome: describeOutcome(validateSubmission(form, values)),
      },
      {
        operation: `createSubmissionSchema once, then safeParse (${state})`,
        run: () => submissionSchema.safeParse(values),
        outcome: describeOutcome(submissionSchema.safeParse(values)),
      },
      {
        operation: `ajv, form as JSON Schema (${state})`,
        run: () => validateValues(schemaValues),
        outcome: validateValues(schemaValues) ? 'valid' : 'invalid',
      },
    ];
  });
}

function createOperations(
  fieldCount: number,
  kind: CoreForm,
  ajv: Ajv2020,
  validateMessage: ValidateFunction,
) {
  const message =
    kind === 'large form'
      ? createLargeFormMessage(fieldCount)
      : createDateTimeFormMessage(fieldCount);
  // Lenient: the 200-field form is over the 10 KB sending limit, which strict parsing refuses.
  const form = parseInteractiveData(message.data.interactiveData, { mode: 'lenient' });
  if (!form.success) throw new Error(`fixture of ${fieldCount} fields does not parse`);
  return [
    ...createMessageOperations(JSON.stringify(message), validateMessage),
    ...createSubmissionOperations(form.data, ajv),
  ];
}

/** Measures core parsing and validation with tinybench: one Bench per round, median over rounds. */
export async function runCoreBench(options: CoreBenchOptions): Promise<CoreResult[]> {
  // allErrors, as rjsf's validator and zod do: every issue is reported, not only the first.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validateMessage = ajv.compile(readSchema());
  const results: CoreResult[] = [];
  const sizes = [
    ...options.fieldCounts.map((fieldCount) => ({ fieldCount, form: 'large form' as const })),
    ...options.dateTimeFieldCounts.map((fieldCount) => ({
      fieldCount,
      form: 'with dateTime' as const,
    })),
  ];
  for (const { fieldCount, form } of sizes) {
    const operations = createOperations(fieldCount, form, ajv, validateMessage);
    const samples = new Map<string, number[]>(operations.map((item) => [item.operation, []]));
    for (let round = 0; round < options.rounds; round += 1) {
      const bench = new Bench({
        time: options.roundMs,
        warmupTime: options.roundMs / 4,
        throws: true,
      });
      for (const item of operations) bench.add(item.operation, item.run);
      await bench.run();
      for (const task of bench.tasks) {
        if (task.result.state !== 'completed')
          throw new Error(`${task.name}: ${task.result.state}`);
        samples.get(task.name)?.push(task.result.throughput.mean);
      }
    }
    for (const item of operations) {
      const roundOpsPerSecond = samples.get(item.operation) ?? [];
      results.push({
        fieldCount,
        form,
        operation: item.operation,
        opsPerSecond: summarize(roundOpsPerSecond),
        roundOpsPerSecond,
        outcome: item.outcome,
      });
    }
  }
  return results;
}

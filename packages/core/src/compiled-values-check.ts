import * as z from 'zod/mini';

import {
  addLocatedIssues,
  type CompiledValuesCheck,
  hasEnumerableKeys,
  isPlainJsonValue,
  type SubmissionPlan,
} from './submission-plan.js';

// Past about 150 fields V8 no longer optimises the generated function, which then runs slower than
// the general way (measured: 200 fields took 33 µs against 19 µs); longer forms keep that way.
const maxCompiledFields = 128;

let evaluatesCode: boolean | undefined;

/** Whether code from strings runs here: a Content-Security-Policy without 'unsafe-eval' forbids it. */
function canEvaluateCode(): boolean {
  if (evaluatesCode === undefined) {
    try {
      evaluatesCode = typeof new Function('return true') === 'function';
    } catch {
      evaluatesCode = false;
    }
  }
  return evaluatesCode;
}

/**
 * Generates one function that checks a form's values, as ajv generates one from a JSON Schema: each
 * field's value read by its name and its check called from a call site of its own, which V8 can
 * inline. It takes a plain object holding every field, in the form's order, with values readJsonInput
 * would return as they are (what a browser or JSON.parse gives); for anything else it answers
 * undefined, and validateSubmission goes the general way. Null where no code can be generated: a
 * field checked by a zod schema, too many fields, or code from strings forbidden (a
 * Content-Security-Policy without 'unsafe-eval', or zod's `jitless`).
 */
export function createCompiledValuesCheck(plan: SubmissionPlan): CompiledValuesCheck | null {
  const { fields } = plan;
  if (fields.length > maxCompiledFields || fields.some((field) => field.check === undefined))
    return null;
  // zod's public setting for the same environments: z.config({ jitless: true }).
  if (z.config().jitless === true || !canEvaluateCode()) return null;
  const names = fields.map((_field, position) => `value${position}`);
  // JSON writes any string as a JavaScript string literal, so an elementId never becomes code.
  const reads = fields.map(
    ({ elementId }, position) =>
      `const ${names[position]} = input[${JSON.stringify(elementId)}];\n` +
      `if (typeof ${names[position]} !== 'string' && (${names[position]} === undefined || !isPlainJsonValue(${names[position]}))) return undefined;`,
  );
  // One issue at the value itself (a required field left blank, say) is located right here.
  const checks = fields.map(
    ({ elementId, pointer }, position) =>
      `start = found.length;\n` +
      `check${position}(${names[position]}, found);\n` +
      `if (found.length !== start) {\n` +
      `  issue = found[start];\n` +
      `  if (found.length === start + 1 && issue.path.length === 0) (issues ??= []).push({ path: [${JSON.stringify(elementId)}], pointer: ${JSON.stringify(pointer)}, code: issue.code, message: issue.message });\n` +
      `  else issues = addLocatedIssues(issues, field${position}, found, start);\n` +
      `}`,
  );
  const body = `'use strict';
${fields.map((_field, position) => `const check${position} = fields[${position}].check, field${position} = fields[${position}];`).join('\n')}
return function checkValues(input) {
  // Own keys only, each field's in the form's order: an object whose prototype holds an enumerable
  // key, or any other key, order or missing field, goes the general way.
  if (hasEnumerableKeys(Object.prototype)) return undefined;
  let position = 0;
  for (const key in input) {
    if (key !== elementIds[position]) return undefined;
    position += 1;
  }
  if (position !== ${fields.length}) return undefined;
  ${reads.join('\n  ')}
  const found = [];
  let issues;
  let start;
  let issue;
  ${checks.join('\n  ')}
  if (issues !== undefined) return { success: false, issues };
  return { success: true, data: { ...input }, warnings: [] };
};`;
  const create = new Function(
    'fields',
    'elementIds',
    'hasEnumerableKeys',
    'isPlainJsonValue',
    'addLocatedIssues',
    body,
  ) as (...parts: unknown[]) => CompiledValuesCheck;
  return create(
    fields,
    fields.map((field) => field.elementId),
    hasEnumerableKeys,
    isPlainJsonValue,
    addLocatedIssues,
  );
}

import {
  findActionDefinition,
  findElementDefinition,
  type FormMessageInput,
  type WriteOptions,
} from '@chatforms/core';

import { toOutgoingMessage } from './to-outgoing-message.js';

class Code {
  constructor(readonly text: string) {}
}

function format(value: unknown, indent: string): string {
  if (value instanceof Code) return value.text.replaceAll('\n', `\n${indent}`);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + format(item, inner)).join(',\n')},\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${inner}${formatKey(key)}: ${format(item, inner)}`);
    return `{\n${lines.join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value);
}

function formatKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

interface FactoryCall {
  name: string;
  rest: Record<string, unknown>;
}

function callFactory(
  findFactoryName: (type: unknown) => string | undefined,
  typeKey: string,
  value: unknown,
  used: Set<string>,
): FactoryCall | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { [typeKey]: type, ...rest } = value as Record<string, unknown>;
  const name = findFactoryName(type);
  if (name === undefined) return undefined;
  used.add(name);
  return { name, rest };
}

function toElementCode(element: unknown, used: Set<string>): unknown {
  const call = callFactory(
    (type) => findElementDefinition(type)?.factoryName,
    'elementType',
    element,
    used,
  );
  if (call === undefined) return element;
  const { action, ...rest } = call.rest;
  const actionCall = callFactory(
    (type) => findActionDefinition(type)?.factoryName,
    'actionType',
    action,
    used,
  );
  const actionCode =
    actionCall === undefined
      ? action
      : new Code(`${actionCall.name}(${format(actionCall.rest, '')})`);
  return new Code(`${call.name}(${format({ ...rest, action: actionCode }, '')})`);
}

/**
 * Writes TypeScript that builds the message with core's factory functions; asked for the kits'
 * action names, it passes the message through `writeFormMessage`.
 */
export function toTypeScript(message: FormMessageInput, options: WriteOptions = {}): string {
  const used = new Set<string>(['createFormMessage']);
  const form = message.data.interactiveData;
  const { interactiveData: _form, ...data } = toOutgoingMessage(message).data;
  const fields = {
    receiver: message.receiver,
    receiverType: message.receiverType,
    title: form.title,
    formFields: form.formFields.map((element) => toElementCode(element, used)),
    submitElement: toElementCode(form.submitElement, used),
    goalCompletionText: form.goalCompletionText,
    ...data,
    tags: message.tags,
  };
  const body = format(fields, '');
  const isKit = options.actionNames === 'kit';
  if (isKit) used.add('writeFormMessage');
  const imports = [...used]
    .sort()
    .map((name) => `  ${name},`)
    .join('\n');
  const call = `createFormMessage(${body})`;
  const value = isKit ? `writeFormMessage(${call}, { actionNames: 'kit' })` : call;
  return `import {\n${imports}\n} from '@chatforms/core';\n\nexport const message = ${value};\n`;
}

import type { WriteOptions } from './actions/write-action.js';
import { defaultElementRegistry, type ElementRegistry } from './elements/element-registry.js';
import type { FormMessage, FormMessageInput } from './message.js';
import { isJsonObject } from './normalise-report.js';

/** A form message as written for sending: JSON, its action types in the chosen names. */
export type WrittenFormMessage = Record<string, unknown>;

/** How to write a message, and with which element types. */
export interface WriteMessageOptions extends WriteOptions {
  /** The registry the message was parsed with: `defaultElementRegistry` when absent. */
  registry?: ElementRegistry;
}

function writeElement(element: unknown, options: WriteMessageOptions): unknown {
  if (!isJsonObject(element)) return element;
  const registry = options.registry ?? defaultElementRegistry;
  return registry.find(element.elementType)?.writeParts?.(element, options) ?? element;
}

/**
 * Writes a form message for sending: as it is with the spec's action names (the default), or with
 * the names the deployed chat kits read (`custom`, `deepLinking`). Parsing reads both; the input is
 * not changed.
 * @example
 * const body = writeFormMessage(createFormMessage(fields), { actionNames: 'kit' });
 */
export function writeFormMessage(
  message: FormMessage | FormMessageInput,
  options: WriteMessageOptions = {},
): WrittenFormMessage {
  if (!isJsonObject(message) || !isJsonObject(message.data)) return message;
  const form = message.data.interactiveData;
  if (!isJsonObject(form)) return message;
  const interactiveData = {
    ...form,
    ...(Array.isArray(form.formFields)
      ? { formFields: form.formFields.map((element) => writeElement(element, options)) }
      : {}),
    ...(form.submitElement === undefined
      ? {}
      : { submitElement: writeElement(form.submitElement, options) }),
  };
  return { ...message, data: { ...message.data, interactiveData } };
}

import {
  createIssue,
  isInputElement,
  parseFormMessage,
  type FormMessage,
  type Issue,
  type ParseResult,
} from '@chatforms/core';

/**
 * Parses a message for display: leniently (unknown element types are skipped with a warning) and
 * with a warning for every input that has no label, since its elementId is shown instead.
 */
export function readFormMessage(input: unknown): ParseResult<FormMessage> {
  const result = parseFormMessage(input, { mode: 'lenient' });
  if (!result.success) return result;
  return { ...result, warnings: [...result.warnings, ...findMissingLabels(result.data)] };
}

function findMissingLabels(message: FormMessage): Issue[] {
  return message.data.interactiveData.formFields.flatMap((element, index) => {
    const label = (element as { label?: unknown }).label;
    if (!isInputElement(element) || (typeof label === 'string' && label.trim() !== '')) return [];
    const path = ['data', 'interactiveData', 'formFields', index, 'label'];
    const text = `"${element.elementId}" has no label; its elementId is shown instead`;
    return [createIssue(path, 'missing_label', text)];
  });
}

/** The uid of the message's sender, from a REST record (`sender: uid`) or an SDK message (`sender.uid`). */
export function getSenderId(message: FormMessage): string | undefined {
  const sender: unknown = (message as { sender?: unknown }).sender;
  if (typeof sender === 'string') return sender;
  const uid: unknown = (sender as { uid?: unknown } | null | undefined)?.uid;
  return typeof uid === 'string' ? uid : undefined;
}

import { findNodeAtLocation, parseTree } from 'jsonc-parser';

/** Reads an RFC 6901 pointer into its path segments (array indexes stay strings). */
function readPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Finds where the value at a JSON pointer starts in JSON text, falling back to its nearest parent. */
export function findPointerOffset(text: string, pointer: string): { from: number; to: number } {
  const root = parseTree(text);
  if (root === undefined) return { from: 0, to: 0 };
  const path = readPointer(pointer).map((segment) =>
    /^\d+$/.test(segment) ? Number(segment) : segment,
  );
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node === undefined) continue;
    const target = node.parent?.type === 'property' ? node.parent : node;
    return { from: target.offset, to: target.offset + target.length };
  }
  return { from: 0, to: 0 };
}

/** The element an issue path points into: `formFields[i]` or the submit button, else null. */
export function findElementIdAtPath(
  message: {
    data?: {
      interactiveData?: {
        formFields?: { elementId?: unknown }[];
        submitElement?: { elementId?: unknown };
      };
    };
  },
  path: readonly (string | number)[],
): string | null {
  if (path[0] !== 'data' || path[1] !== 'interactiveData') return null;
  const form = message.data?.interactiveData;
  const element =
    path[2] === 'submitElement'
      ? form?.submitElement
      : path[2] === 'formFields' && typeof path[3] === 'number'
        ? form?.formFields?.[path[3]]
        : undefined;
  return typeof element?.elementId === 'string' ? element.elementId : null;
}

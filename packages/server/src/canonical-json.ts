/** One step of the writer: a value still to write, or text that closes an array or object. */
type Step = { value: unknown } | { text: string; closes: object };

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/** JSON.stringify leaves these out of objects and writes them as null in arrays. */
const isSkipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** JSON with every object's keys sorted, so equal values give equal text whatever their key order. */
export function writeCanonicalJson(value: unknown): string {
  if (!isContainer(value)) return JSON.stringify(value);
  const parts: string[] = [];
  const open = new Set<object>();
  // A stack of steps instead of recursion: JSON.parse reads a 100,000-deep body that recursion
  // (and JSON.stringify itself) could not write without overflowing the call stack.
  const stack: Step[] = [{ value }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('text' in step) {
      parts.push(step.text);
      open.delete(step.closes);
    } else if (!isContainer(step.value)) {
      parts.push(JSON.stringify(step.value) ?? 'null');
    } else {
      if (open.has(step.value)) throw new TypeError('Converting circular structure to JSON');
      open.add(step.value);
      pushChildren(step.value, parts, stack);
    }
  }
  return parts.join('');
}

/** Writes the opening bracket and stacks the children, last first, so they pop in order. */
function pushChildren(container: object, parts: string[], stack: Step[]): void {
  if (Array.isArray(container)) {
    parts.push('[');
    stack.push({ text: ']', closes: container });
    for (let index = container.length - 1; index >= 0; index -= 1) {
      stack.push({ value: container[index] });
      if (index > 0) stack.push({ text: ',', closes: container });
    }
    return;
  }
  const sorted = Object.entries(container).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Rebuilding the object puts integer-like keys first, ascending, as the recursive version's
  // JSON.stringify did: stored idempotency keys hash that text.
  const entries = Object.entries(Object.fromEntries(sorted)).filter(([, item]) => !isSkipped(item));
  parts.push('{');
  stack.push({ text: '}', closes: container });
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const [key, item] = entries[index]!;
    stack.push({ value: item });
    stack.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`, closes: container });
  }
}

/** The SHA-256 of a text, in lowercase hex. */
export async function hashText(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

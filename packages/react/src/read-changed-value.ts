/** A change handler's argument as a value: an input event's value (checked for a checkbox), or the value itself. */
export function readChangedValue(input: unknown): unknown {
  const target: unknown = (input as { target?: unknown } | null)?.target;
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !target) return input;
  const { type, checked, value } = target as { type?: unknown; checked?: unknown; value?: unknown };
  return type === 'checkbox' ? checked : value;
}

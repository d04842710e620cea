/**
 * The dnd-kit id of each field: `field:` and its elementId, or `repeat:` and its position for an id
 * already used above. A draft pasted as JSON may repeat an id, or use one such as `canvas` that the
 * drop targets use.
 */
export function getSortableIds(fields: readonly { elementId?: unknown }[]): string[] {
  const seen = new Set<string>();
  return fields.map((element, index) => {
    const id = String(element.elementId);
    if (seen.has(id)) return `repeat:${index}`;
    seen.add(id);
    return `field:${id}`;
  });
}

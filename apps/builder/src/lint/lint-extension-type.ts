import type { FormMessageInput } from '@chatforms/core';
import { findElementDefinition } from '@chatforms/core';
import { isExtensionElementType, replaceWithSpecElements } from '@chatforms/core/editing';

import { createFinding, type LintFinding } from './lint-finding.js';

/**
 * A warning on an element of a type the spec does not have: measured in the chat service's stock
 * web kit (internal/kit-contract), such an element shows the kit's line "unknown element type"
 * and the form is sent without its value, even when it is required. The fix swaps in the spec
 * element the type names, with the same id, so a backend gets the value from either renderer.
 */
export function lintExtensionType(
  element: { elementType?: unknown; elementId?: unknown },
  path: (string | number)[],
): LintFinding[] {
  const type = String(element.elementType);
  if (!isExtensionElementType(type) || typeof element.elementId !== 'string') return [];
  const elementId = element.elementId;
  const spec = findSpecType(element);
  const fix =
    spec === undefined
      ? undefined
      : {
          label: `Use a ${spec} instead`,
          apply: (message: FormMessageInput) => replaceWithSpecElements(message, [elementId]),
        };
  return [
    createFinding(
      'warning',
      'not_in_stock_kits',
      [...path, 'elementType'],
      `"${elementId}" is a ${type}, which the spec does not have: the chat service's stock kits show "unknown element type" in its place and send the form without it. Keep it for chatforms readers, or use a ${spec ?? 'spec element'} that every kit shows.`,
      fix,
    ),
  ];
}

/** The elementType of the spec element that would replace this one, when it parses. */
function findSpecType(element: { elementType?: unknown }): string | undefined {
  const definition = findElementDefinition(element.elementType);
  const parsed = definition?.schema.safeParse(element);
  if (!parsed?.success || definition?.toSpecElement === undefined) return undefined;
  return definition.toSpecElement(parsed.data).elementType;
}

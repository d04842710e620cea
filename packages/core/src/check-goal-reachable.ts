import type { ElementRegistry } from './elements/element-registry.js';
import { createIssue, type Issue } from './issue.js';
import { isJsonObject, type JsonObject } from './normalise-report.js';

const goalPath = ['data', 'interactionGoal'];

/** The form's elements by id, each with whether a reader can press it. */
function listElements(interactiveData: unknown, registry: ElementRegistry): Map<string, boolean> {
  const elements = new Map<string, boolean>();
  if (!isJsonObject(interactiveData)) return elements;
  const fields = Array.isArray(interactiveData.formFields) ? interactiveData.formFields : [];
  for (const element of [...fields, interactiveData.submitElement]) {
    if (!isJsonObject(element) || typeof element.elementId !== 'string') continue;
    elements.set(element.elementId, registry.find(element.elementType)?.pressable === true);
  }
  return elements;
}

/**
 * Warns about a goal that the chat service's kit never completes, or completes before anyone acts:
 * it records only button presses, finds `anyOf` with no elementIds never met and `allOf` with none
 * met at once. Ids that are no element of the form are the message check's own error.
 */
export function findGoalWarnings(data: JsonObject, registry: ElementRegistry): Issue[] {
  const goal = data.interactionGoal;
  if (!isJsonObject(goal) || (goal.type !== 'anyOf' && goal.type !== 'allOf')) return [];
  const elementIds = Array.isArray(goal.elementIds) ? goal.elementIds : [];
  if (elementIds.length === 0)
    return [
      goal.type === 'allOf'
        ? createIssue(
            [...goalPath, 'elementIds'],
            'goal_complete_at_once',
            'interactionGoal allOf lists no elementIds, so the form counts as complete before anyone answers it',
          )
        : createIssue(
            [...goalPath, 'elementIds'],
            'goal_never_completes',
            'interactionGoal anyOf lists no elementIds, so the form never counts as complete',
          ),
    ];
  const elements = listElements(data.interactiveData, registry);
  const notButtons = elementIds.flatMap((elementId, index) =>
    typeof elementId === 'string' && elements.get(elementId) === false ? [index] : [],
  );
  const hasButton = elementIds.some((id) => typeof id === 'string' && elements.get(id) === true);
  if (notButtons.length === 0 || (goal.type === 'anyOf' && hasButton)) return [];
  return notButtons.map((index) =>
    createIssue(
      [...goalPath, 'elementIds', index],
      'goal_never_completes',
      `interactionGoal ${goal.type} names "${String(elementIds[index])}", which is not a button: only button presses are recorded, so the form never counts as complete`,
    ),
  );
}

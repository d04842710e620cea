import type { FormMessageInput } from '@chatforms/core';
import { findActionDefinition, isPressableElement } from '@chatforms/core';
import { updateMessageSettings } from '@chatforms/core/editing';

import { interactionGoalTexts } from '../inspector/goal-texts.js';
import { listGoalButtonIds } from './goal-buttons.js';
import type { LintFinding, LintFix } from './lint-finding.js';
import { createFinding } from './lint-finding.js';

type DraftElement = FormMessageInput['data']['interactiveData']['formFields'][number];

function makeSubmitTheGoal(submitId: string): LintFix {
  return {
    label: `Make "${submitId}" the goal`,
    apply: (message) =>
      updateMessageSettings(message, {
        interactionGoal: {
          type: 'anyOf',
          elementIds: [message.data.interactiveData.submitElement.elementId],
        },
      }),
  };
}

function removeFromGoal(elementId: string, submitId: string): LintFix {
  return {
    label: `Remove "${elementId}" from the goal`,
    apply: (message) => {
      const goal = message.data.interactionGoal;
      if (goal === undefined) return message;
      const left = (goal.elementIds ?? []).filter((id) => id !== elementId);
      // An empty list is never met (anyOf) or met at once (allOf), so the submit button takes the last place.
      const elementIds = left.length === 0 ? [submitId] : left;
      return updateMessageSettings(message, { interactionGoal: { ...goal, elementIds } });
    },
  };
}

/** The chat service's kit never completes anyOf with no buttons, and completes allOf with none at once. */
function lintEmptyGoal(type: 'anyOf' | 'allOf', submitId: string): LintFinding {
  const effect =
    type === 'anyOf'
      ? 'so the form is never marked done'
      : 'so the form shows its completion text before anyone answers';
  return createFinding(
    'error',
    type === 'anyOf' ? 'goal_never_completes' : 'goal_complete_at_once',
    ['data', 'interactionGoal', 'elementIds'],
    `The goal "${interactionGoalTexts[type].name}" chooses no button, ${effect}. Choose the buttons that complete it.`,
    makeSubmitTheGoal(submitId),
  );
}

function isGoal(goal: unknown): goal is { type: unknown; elementIds?: unknown } {
  return typeof goal === 'object' && goal !== null;
}

function isDraftForm(form: unknown): form is FormMessageInput['data']['interactiveData'] {
  const draft = form as { formFields?: unknown; submitElement?: { elementId?: unknown } } | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    Array.isArray(draft.formFields) &&
    draft.formFields.every((element) => typeof element === 'object' && element !== null) &&
    typeof draft.submitElement?.elementId === 'string'
  );
}

function findLinkButtons(fields: readonly DraftElement[]): string[] {
  return fields
    .filter((element) => {
      const action: unknown = 'action' in element ? element.action : undefined;
      const actionType = (action as { actionType?: unknown } | undefined)?.actionType;
      return (
        isPressableElement({ elementType: String(element.elementType) }) &&
        findActionDefinition(actionType)?.opensLink === true
      );
    })
    .map((element) => element.elementId);
}

/**
 * Lints the interaction goal: a goal that chooses no button (never met, or met at once), members
 * that are not buttons (only a button press is ever recorded, so they never count) and link buttons
 * that an any-interaction goal would let complete the form.
 * Ids that are not elements at all are core's `unknown_element_id`, at the same pointer.
 */
export function lintGoal(message: FormMessageInput): LintFinding[] {
  const goal: unknown = message.data?.interactionGoal;
  const form = message.data?.interactiveData;
  // A draft from the JSON view may be any shape; core reports what is malformed.
  if (!isGoal(goal) || goal.type === 'none' || !isDraftForm(form)) return [];
  const elementIds = Array.isArray(goal.elementIds) ? goal.elementIds.map(String) : [];
  const submitId = form.submitElement.elementId;
  if ((goal.type === 'anyOf' || goal.type === 'allOf') && elementIds.length === 0)
    return [lintEmptyGoal(goal.type, submitId)];
  if (goal.type === 'anyAction') {
    const links = findLinkButtons(form.formFields);
    if (links.length === 0) return [];
    const names = links.map((id) => `"${id}"`).join(', ');
    return [
      createFinding(
        'warning',
        'link_completes_form',
        ['data', 'interactionGoal', 'type'],
        `Any interaction completes this form, so pressing the link button ${names} shows the completion text before anything is filled. Make the submit button the goal.`,
        makeSubmitTheGoal(submitId),
      ),
    ];
  }
  const buttons = new Set(listGoalButtonIds(form));
  const fields = new Map(form.formFields.map((element) => [element.elementId, element]));
  const reachable = elementIds.some((id) => buttons.has(id));
  return elementIds.flatMap((id, index) => {
    const element = fields.get(id);
    if (element === undefined || buttons.has(id)) return [];
    const never = goal.type === 'allOf' || !reachable;
    const effect = never ? 'so the goal can never complete' : 'so it never counts towards the goal';
    return [
      createFinding(
        never ? 'error' : 'warning',
        'goal_not_a_button',
        ['data', 'interactionGoal', 'elementIds', index],
        `The goal names "${id}", a ${String(element.elementType)}: only button presses are recorded, ${effect}. Name a button instead.`,
        removeFromGoal(id, submitId),
      ),
    ];
  });
}

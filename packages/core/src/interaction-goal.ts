import * as z from 'zod/mini';

/** Goal types: any interaction, any of / all of the listed elements, or never complete. */
export const interactionGoalTypes = ['anyAction', 'anyOf', 'allOf', 'none'] as const;

/** When a form counts as complete and shows its completion view. */
export const interactionGoalSchema = z.looseObject({
  type: z.enum(interactionGoalTypes, {
    error: `type must be one of ${interactionGoalTypes.join(', ')}`,
  }),
  elementIds: z._default(z.array(z.string()), []),
});

/** One recorded interaction with an element of a received message. */
export const interactionSchema = z.looseObject({
  elementId: z.string(),
  interactedAt: z.number(),
});

/** An interaction goal as parsed. */
export type InteractionGoal = z.output<typeof interactionGoalSchema>;

/** A recorded interaction. */
export type Interaction = z.output<typeof interactionSchema>;

/**
 * True when the interactions reach the goal, as the chat service's web kit decides it
 * (`checkHasInteractionCompleted`): `anyOf` with no elementIds is never met, `allOf` with none is
 * met before any interaction, and `none` never completes. Parsing warns about the first two.
 */
export function isInteractionGoalComplete(
  goal: Pick<InteractionGoal, 'type'> & { elementIds?: readonly string[] | undefined },
  interactions: readonly Pick<Interaction, 'elementId'>[],
): boolean {
  const interacted = new Set(interactions.map((interaction) => interaction.elementId));
  const elementIds = goal.elementIds ?? [];
  if (goal.type === 'anyAction') return interacted.size > 0;
  if (goal.type === 'anyOf') return elementIds.some((id) => interacted.has(id));
  if (goal.type === 'allOf') return elementIds.every((id) => interacted.has(id));
  return false;
}

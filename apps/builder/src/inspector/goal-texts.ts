import type { InteractionGoal } from '@chatforms/core';

/** Each goal type in words, with one line on when the form counts as done, for the goal picker. */
export const interactionGoalTexts = {
  anyAction: {
    name: 'Any button press',
    help: 'Done at the first press of any button, link buttons included.',
  },
  anyOf: {
    name: 'Any of these buttons',
    help: 'Done when one of the chosen buttons is pressed.',
  },
  allOf: {
    name: 'All of these buttons',
    help: 'Done once every chosen button has been pressed.',
  },
  none: {
    name: 'Never (stays open)',
    help: 'The form is never marked done; every button keeps working.',
  },
} satisfies Record<InteractionGoal['type'], { name: string; help: string }>;

import {
  type ButtonElement,
  type CardMessage,
  type Interaction,
  isInteractionGoalComplete,
  readCardAsFormMessage,
} from '@chatforms/core/renderer';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { createLiveValidation } from '../create-live-validation.js';
import type { ButtonContextValue } from '../form-contexts.js';
import { useFormMessages } from '../form-locale.js';
import type { ButtonState, InteractiveFormOptions } from '../interactive-form-options.js';
import { isSenderViewOf } from '../read-form-message.js';
import { useButtonActions } from '../use-button-actions.js';

const doNothing = () => undefined;
const noChangesWhileSending = () => false;

/**
 * A card's buttons, run by the form's own action runner on a form without inputs: the same
 * actions, progress, `onInteraction`, `interactionGoal` and sender rules. A card without a goal is
 * never complete: it has no submit button whose success would end it.
 */
export function useCardController(card: CardMessage, options: InteractiveFormOptions) {
  const messages = useFormMessages(options);
  const form = useForm();
  const [validation] = useState(createLiveValidation);
  const message = useMemo(() => readCardAsFormMessage(card), [card]);
  const [localInteractions, setLocalInteractions] = useState<Interaction[]>([]);
  const addInteraction = useCallback(
    (interaction: Interaction) => setLocalInteractions((previous) => [...previous, interaction]),
    [],
  );
  const interactions = useMemo(
    () => [...(card.data.interactions ?? []), ...localInteractions],
    [card, localInteractions],
  );
  const goal = card.data.interactionGoal;
  const isComplete = goal !== undefined && isInteractionGoalComplete(goal, interactions);
  const isSenderView = isSenderViewOf(message, options.currentUserId);
  const readOnly = options.readOnly === true || isSenderView;
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const isPressable = useCallback(
    (element: ButtonElement) =>
      !readOnly &&
      !isComplete &&
      !(
        element.disableAfterInteracted &&
        interactions.some((i) => i.elementId === element.elementId)
      ),
    [readOnly, isComplete, interactions],
  );
  const { pressButton, getStoredState } = useButtonActions({
    message,
    form,
    validation,
    options,
    messages,
    announce,
    focusField: doNothing,
    isPressable,
    addInteraction,
    settleSentValues: noChangesWhileSending,
  });
  const buttonContext = useMemo(
    (): ButtonContextValue => ({
      getButtonState: (element): ButtonState => {
        const stored = getStoredState(element.elementId);
        const disabled = stored.status === 'submitting' || !isPressable(element);
        return { ...stored, disabled, unusable: undefined };
      },
      pressButton,
      // No card button is the submit button: they are all alike.
      submitElementId: '',
      messages,
    }),
    [getStoredState, isPressable, pressButton, messages],
  );
  return {
    messages,
    buttonContext,
    isComplete,
    hasCompletedHere: isComplete && localInteractions.length > 0,
    isSenderView,
    readOnly,
    // A changed announcement of the same words must still be spoken: alternate a trailing space.
    announcement: announcement.text + (announcement.count % 2 === 1 ? '\u00a0' : ''),
  };
}

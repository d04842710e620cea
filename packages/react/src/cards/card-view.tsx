import { type CardMessage, describeCardImage } from '@chatforms/core/renderer';
import { useId } from 'react';

import { CompletionView } from '../completion-view.js';
import type { ElementComponents } from '../element-props.js';
import { ButtonContext } from '../form-contexts.js';
import type { InteractiveFormOptions } from '../interactive-form-options.js';
import { renderFormElement } from '../render-form-element.js';
import { useCardController } from './use-card-controller.js';

/** Props of `<CardView>`: a parsed card, the host's options and its element replacements. */
export interface CardViewProps {
  card: CardMessage;
  options: InteractiveFormOptions;
  components: Partial<ElementComponents> | undefined;
}

/**
 * A card message: its text, its image and its buttons, which run their actions as a form's do;
 * once its goal is reached, its completion view.
 */
export function CardView({ card, options, components }: CardViewProps) {
  const controller = useCardController(card, options);
  const textId = useId();
  const { text, imageUrl, cardActions, goalCompletionText } = card.data.interactiveData;
  const { messages } = controller;
  return (
    <>
      {controller.isComplete ? (
        <CompletionView
          title={undefined}
          text={goalCompletionText ?? messages.completion}
          takesFocus={controller.hasCompletedHere}
        />
      ) : (
        <div role="group" className="chatforms-card" aria-labelledby={textId}>
          {imageUrl !== undefined && (
            <img
              className="chatforms-card-image"
              src={imageUrl}
              alt={describeCardImage(card.data.interactiveData)}
              loading="lazy"
              decoding="async"
            />
          )}
          <p id={textId} className="chatforms-card-text" dir="auto">
            {text}
          </p>
          {controller.isSenderView && <p className="chatforms-note">{messages.senderReadOnly}</p>}
          <ButtonContext.Provider value={controller.buttonContext}>
            <div className="chatforms-card-actions">
              {cardActions.map((button) =>
                renderFormElement(button, controller.readOnly, components, messages.elementFailed),
              )}
            </div>
          </ButtonContext.Provider>
        </div>
      )}
      <p className="chatforms-visually-hidden" role="status">
        {controller.announcement}
      </p>
    </>
  );
}

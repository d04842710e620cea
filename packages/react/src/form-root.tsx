import { type FormMessage, listReceiptAnswers } from '@chatforms/core/renderer';
import type { ReactNode, RefObject } from 'react';

import { CompletionView } from './completion-view.js';
import type { ElementComponents } from './element-props.js';
import type { OpenFormContexts } from './form-contexts.js';
import { OpenForm } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { MessageFallback } from './message-fallback.js';
import type { InteractiveFormController } from './use-interactive-form.js';

/** How the root element looks, the same in the static and the live form. */
export interface RootLook {
  className: string;
  theme: 'light' | 'dark' | 'auto';
  dir: 'ltr' | 'rtl' | undefined;
  /** Only a `locale` prop is declared: the page's language is already the page's. */
  lang: string | undefined;
}

/** What every view of one `<InteractiveForm>` renders from. */
export interface FormFrame {
  rootRef: RefObject<HTMLDivElement | null>;
  look: RootLook;
  message: unknown;
  components: Partial<ElementComponents> | undefined;
  options: InteractiveFormOptions;
}

/** The root element while code the form needs loads: a busy loading line. */
export function renderLoadingRoot(look: RootLook, text: string) {
  return (
    <div
      className={look.className}
      data-theme={look.theme}
      data-view="loading"
      dir={look.dir}
      lang={look.lang}
      aria-busy
    >
      <p className="chatforms-loading">{text}</p>
    </div>
  );
}

/**
 * The root element and what it shows: the form, or while live, its loading, fallback or completion
 * view. With no controller it is a static form (`opening` with static contexts), which calls
 * `onInteraction` when focus enters it or a pointer or key goes down in it.
 */
export function FormRoot({
  frame: { rootRef, look, components, options },
  controller,
  contexts,
  opening,
  onInteraction,
}: {
  frame: FormFrame;
  controller: InteractiveFormController | undefined;
  contexts: OpenFormContexts | undefined;
  opening?: FormMessage | undefined;
  onInteraction?: (() => void) | undefined;
}) {
  if (controller?.status === 'loading') return renderLoadingRoot(look, controller.messages.loading);
  let view = 'form';
  let content: ReactNode = null;
  if (controller === undefined) {
    if (opening && contexts)
      content = <OpenForm message={opening} components={components} contexts={contexts} />;
  } else if (controller.message === undefined) {
    view = 'fallback';
    content = <MessageFallback issues={controller.issues} messages={controller.messages} />;
  } else if (controller.isComplete) {
    const { title, goalCompletionText } = controller.message.data.interactiveData;
    const answers = controller.sentValues ?? options.answers;
    view = 'completion';
    content = (
      <CompletionView
        title={title}
        text={goalCompletionText ?? controller.messages.completion}
        takesFocus={controller.hasCompletedHere}
        answers={answers === undefined ? [] : listReceiptAnswers(controller.message, answers)}
      />
    );
  } else if (contexts)
    content = <OpenForm message={controller.message} components={components} contexts={contexts} />;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it hears the controls inside, which are the interactive ones
    <div
      ref={rootRef}
      className={look.className}
      data-theme={look.theme}
      data-view={view}
      data-static={controller ? undefined : ''}
      dir={look.dir}
      lang={look.lang}
      onFocus={onInteraction}
      onPointerDown={onInteraction}
      onKeyDown={onInteraction}
    >
      {content}
      {controller?.hasUnsentChanges && (
        <p className="chatforms-note">{controller.messages.changesNotSent}</p>
      )}
      <p className="chatforms-visually-hidden" role="status">
        {controller?.announcement}
      </p>
    </div>
  );
}

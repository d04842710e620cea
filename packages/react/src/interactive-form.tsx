import { type FocusEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';

import { CompletionView } from './completion-view.js';
import type { ElementComponents } from './element-props.js';
import { FormView } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { InteractiveFormProvider } from './interactive-form-provider.js';
import { MessageFallback } from './message-fallback.js';
import { defaultMessages } from './messages.js';
import { listDateTimeLoads, loadWhatReadingNeeds, readFormMessage } from './read-form-message.js';
import { findOpeningForm, StaticFormView } from './static-form-view.js';
import { useInteractiveForm } from './use-interactive-form.js';
import { useLiveWhenNear } from './use-live-when-near.js';

/** Props of `<InteractiveForm>`: the message, how it looks, and the options of `useInteractiveForm`. */
export interface InteractiveFormProps extends InteractiveFormOptions {
  /** A form message: parsed (`FormMessage`), raw JSON-shaped, JSON text, or a chat SDK's message object. */
  message: unknown;
  /** Replacements for element components, by elementType; each is wrapped in an error boundary. */
  components?: Partial<ElementComponents>;
  /** `light` (default), `dark`, or `auto` to follow the reader's system setting. */
  theme?: 'light' | 'dark' | 'auto';
  /** Text direction; inherited from the page when not given. */
  dir?: 'ltr' | 'rtl';
  /** Extra class names for the root element. */
  className?: string;
  /**
   * `live` (default) runs the form from its first render; `static`, for long chat histories, first
   * renders the same markup without react-hook-form, which the stylesheet has the browser skip
   * laying out and painting while it is away (`content-visibility: auto`), and turns live once the
   * form comes within a viewport's height of view or takes focus (its text stays findable and
   * readable meanwhile).
   */
  offscreen?: 'live' | 'static';
}

/** How the root element looks, the same in the static and the live form. */
interface RootLook {
  className: string;
  theme: NonNullable<InteractiveFormProps['theme']>;
  dir: InteractiveFormProps['dir'];
}

const focusableSelector = 'input, select, textarea, button';

function findFocusables(root: HTMLElement | null): HTMLElement[] {
  return root === null ? [] : [...root.querySelectorAll<HTMLElement>(focusableSelector)];
}

/**
 * Renders an interactive form message: fields, validation, button actions and completion.
 * @example
 * <InteractiveForm message={message} currentUserId={me.uid} onInteraction={(id) => markInteracted(message.id, id)} />
 */
export function InteractiveForm({
  message,
  components,
  theme = 'light',
  dir,
  className,
  offscreen = 'live',
  ...options
}: InteractiveFormProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Each load of code a static form waits for reads it again; a failed one leaves it to the live form.
  const [loads, setLoads] = useState({ done: 0, failed: false });
  const read = useMemo(
    () => (offscreen === 'static' && !loads.failed ? readFormMessage(message) : undefined),
    [offscreen, message, loads],
  );
  const isWaiting = read !== undefined && listDateTimeLoads(read).length > 0;
  useEffect(() => {
    if (!isWaiting || read === undefined) return;
    return loadWhatReadingNeeds(
      read,
      () => setLoads((previous) => ({ ...previous, done: previous.done + 1 })),
      () => setLoads((previous) => ({ ...previous, failed: true })),
    );
  }, [isWaiting, read]);
  const opening = read === undefined || isWaiting ? undefined : findOpeningForm(read);
  const [isLive, activate] = useLiveWhenNear(rootRef, opening !== undefined || isWaiting);
  // Focus that turned a static form live moves to the same control in the live one.
  const focusIndex = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!isLive || focusIndex.current === undefined) return;
    findFocusables(rootRef.current)[focusIndex.current]?.focus();
    focusIndex.current = undefined;
  }, [isLive]);
  const look: RootLook = {
    className: className === undefined ? 'chatforms' : `chatforms ${className}`,
    theme,
    dir,
  };
  // A static form keeps to its cheap view while the code it needs loads, rather than turning live.
  if (isWaiting && !isLive)
    return (
      <div
        ref={rootRef}
        className={look.className}
        data-theme={theme}
        data-view="loading"
        dir={dir}
        aria-busy
      >
        <p className="chatforms-loading">{options.messages?.loading ?? defaultMessages.loading}</p>
      </div>
    );
  if (isLive || read === undefined || opening === undefined)
    return (
      <LiveForm
        rootRef={rootRef}
        look={look}
        message={message}
        components={components}
        options={options}
      />
    );
  const onFocus = (event: FocusEvent) => {
    focusIndex.current = findFocusables(rootRef.current).indexOf(event.target as HTMLElement);
    activate();
  };
  return (
    <div
      ref={rootRef}
      className={look.className}
      data-theme={theme}
      data-view="form"
      data-static=""
      dir={dir}
      onFocus={onFocus}
    >
      <StaticFormView
        message={opening}
        read={read}
        components={components}
        options={options}
        onPress={activate}
      />
      <p className="chatforms-visually-hidden" role="status" />
    </div>
  );
}

function LiveForm({
  rootRef,
  look,
  message,
  components,
  options,
}: {
  rootRef: RefObject<HTMLDivElement | null>;
  look: RootLook;
  message: unknown;
  components: Partial<ElementComponents> | undefined;
  options: InteractiveFormOptions;
}) {
  const controller = useInteractiveForm(message, options);
  const parsed = controller.message;
  const view =
    controller.status === 'loading'
      ? 'loading'
      : parsed === undefined
        ? 'fallback'
        : controller.isComplete
          ? 'completion'
          : 'form';
  return (
    <div
      ref={rootRef}
      className={look.className}
      data-theme={look.theme}
      data-view={view}
      dir={look.dir}
      aria-busy={controller.status === 'loading' ? true : undefined}
    >
      {controller.status === 'loading' ? (
        <p className="chatforms-loading">{controller.messages.loading}</p>
      ) : parsed === undefined ? (
        <MessageFallback issues={controller.issues} messages={controller.messages} />
      ) : controller.isComplete ? (
        <CompletionView
          title={parsed.data.interactiveData.title}
          text={parsed.data.interactiveData.goalCompletionText ?? controller.messages.completion}
          takesFocus={controller.hasCompletedHere}
        />
      ) : (
        <InteractiveFormProvider controller={controller}>
          <FormView
            message={parsed}
            components={components}
            messages={controller.messages}
            readOnly={controller.readOnly}
            isSenderView={controller.isSenderView}
            pressButton={controller.pressButton}
          />
        </InteractiveFormProvider>
      )}
      {controller.hasUnsentChanges && (
        <p className="chatforms-note">{controller.messages.changesNotSent}</p>
      )}
      <p className="chatforms-visually-hidden" role="status">
        {controller.announcement}
      </p>
    </div>
  );
}

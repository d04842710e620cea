'use client';

import {
  findOtherInteractiveType,
  type FormMessage,
  type ParseResult,
} from '@chatforms/core/renderer';
import {
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { CompletionView } from './completion-view.js';
import type { ElementComponents } from './element-props.js';
import type { OpenFormContexts } from './form-contexts.js';
import { OpenForm } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { useControllerContexts } from './interactive-form-provider.js';
import { MessageFallback } from './message-fallback.js';
import { defaultMessages } from './messages.js';
import { listDateTimeLoads, readFormMessage } from './read-form-message.js';
import { findOpeningForm, useStaticContexts } from './static-form-view.js';
import { replayEarlyInput, suspendWhileCodeLoads } from './suspend-while-code-loads.js';
import { useBeforePaintEffect } from './use-before-paint-effect.js';
import { type InteractiveFormController, useInteractiveForm } from './use-interactive-form.js';
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
   * renders the same markup without react-hook-form, and turns live once the form comes within a
   * viewport's height of view or takes focus. It turns live in place: its elements keep their DOM,
   * with the focus and the place of a find-in-page match or a screen reader in them.
   */
  offscreen?: 'live' | 'static';
}

/** How the root element looks, the same in the static and the live form. */
interface RootLook {
  className: string;
  theme: NonNullable<InteractiveFormProps['theme']>;
  dir: InteractiveFormProps['dir'];
}

/** What every view of one `<InteractiveForm>` renders from. */
interface FormFrame {
  rootRef: RefObject<HTMLDivElement | null>;
  look: RootLook;
  message: unknown;
  components: Partial<ElementComponents> | undefined;
  options: InteractiveFormOptions;
}

// Cards, schedulers and custom interactive messages are rare beside forms: their code loads on demand.
const OtherInteractiveView = lazy(() =>
  import('./cards/other-interactive-view.js').then((module) => ({
    default: module.OtherInteractiveView,
  })),
);

/**
 * Renders an interactive form message: fields, validation, button actions and completion. A card
 * message shows its text, image and buttons; a scheduler or custom interactive message its text and
 * link.
 * @example
 * <InteractiveForm message={message} currentUserId={me.uid} onInteraction={(id) => markInteracted(message.id, id)} />
 */
export function InteractiveForm(props: InteractiveFormProps) {
  const {
    message,
    components,
    theme = 'light',
    dir,
    className,
    offscreen = 'live',
    ...options
  } = props;
  const otherType = useMemo(() => findOtherInteractiveType(message), [message]);
  const look: RootLook = {
    className: className === undefined ? 'chatforms' : `chatforms ${className}`,
    theme,
    dir,
  };
  const loading = options.messages?.loading ?? defaultMessages.loading;
  // A form whose code loads on demand suspends until it arrives (suspendWhileCodeLoads), so that a
  // hydrating client keeps the server's form rather than rendering its loading line.
  if (otherType === undefined)
    return (
      <Suspense fallback={renderLoadingRoot(look, loading)}>
        <FormMessageView
          message={message}
          components={components}
          look={look}
          offscreen={offscreen}
          options={options}
        />
      </Suspense>
    );
  // A card, scheduler or custom interactive message, whose view loads on demand.
  return (
    <div className={look.className} data-theme={theme} data-view={otherType} dir={dir}>
      <Suspense fallback={<p className="chatforms-loading">{loading}</p>}>
        <OtherInteractiveView
          type={otherType}
          message={message}
          options={options}
          components={components}
        />
      </Suspense>
    </div>
  );
}

/** The root element while code the form needs loads: a busy loading line. */
function renderLoadingRoot(look: RootLook, text: string) {
  return (
    <div
      className={look.className}
      data-theme={look.theme}
      data-view="loading"
      dir={look.dir}
      aria-busy
    >
      <p className="chatforms-loading">{text}</p>
    </div>
  );
}

/**
 * A form message, the view `<InteractiveForm>` shows for every message that is not a card or the
 * like, once its code has loaded or failed to: a message still waiting for code (after a failed
 * load) has no opening form, and the live form retries and reports the failure.
 */
function FormMessageView({
  message,
  components,
  look,
  offscreen,
  options,
}: {
  message: unknown;
  components: Partial<ElementComponents> | undefined;
  look: RootLook;
  offscreen: NonNullable<InteractiveFormProps['offscreen']>;
  options: InteractiveFormOptions;
}) {
  const read = useMemo(() => readFormMessage(message), [message]);
  const loads = listDateTimeLoads(read);
  suspendWhileCodeLoads(loads);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rootRef.current !== null) replayEarlyInput?.(rootRef.current);
  }, []);
  const opening = offscreen === 'static' && !loads.length ? findOpeningForm(read) : undefined;
  const [isLive, activate] = useLiveWhenNear(rootRef, opening !== undefined);
  const frame: FormFrame = { rootRef, look, message, components, options };
  if (opening === undefined) return <LiveForm frame={frame} />;
  return (
    <TakeoverForm frame={frame} read={read} opening={opening} isLive={isLive} activate={activate} />
  );
}

/** A form live from its first render (the default), or one that waited for its code. */
function LiveForm({ frame }: { frame: FormFrame }) {
  const controller = useInteractiveForm(frame.message, frame.options);
  const contexts = useControllerContexts(controller);
  return <FormRoot frame={frame} controller={controller} contexts={contexts} />;
}

/**
 * A form rendered static (`offscreen="static"`) that turns live in place: the live controller is
 * made beside the form and handed to it, so the elements stay the same and keep their DOM, with
 * the focus, the caret and find-in-page's match in it.
 */
function TakeoverForm({
  frame,
  read,
  opening,
  isLive,
  activate,
}: {
  frame: FormFrame;
  read: ParseResult<FormMessage>;
  opening: FormMessage;
  isLive: boolean;
  activate: () => void;
}) {
  // Set once the controller runs, which it does only live; a form never turns back.
  const [live, setLive] = useState<LiveParts | undefined>(undefined);
  const staticContexts = useStaticContexts(opening, read, frame.options, activate);
  return (
    <>
      {isLive && (
        <LiveController message={frame.message} options={frame.options} onChange={setLive} />
      )}
      <FormRoot
        frame={frame}
        controller={live?.controller}
        contexts={live?.contexts ?? staticContexts}
        opening={opening}
        onFocus={activate}
      />
    </>
  );
}

/** A live form's controller and the contexts its elements read. */
interface LiveParts {
  controller: InteractiveFormController;
  contexts: OpenFormContexts;
}

/** Runs a form's controller and hands it to the form with its contexts, rendering nothing itself. */
const LiveController = memo(function LiveController({
  message,
  options,
  onChange,
}: {
  message: unknown;
  options: InteractiveFormOptions;
  onChange: (live: LiveParts) => void;
}) {
  const controller = useInteractiveForm(message, options);
  const contexts = useControllerContexts(controller);
  useBeforePaintEffect(() => onChange({ controller, contexts }));
  return null;
});

/**
 * The root element and what it shows: the form, or while live, its loading, fallback or completion
 * view. With no controller it is a static form (`opening` with static contexts).
 */
function FormRoot({
  frame: { rootRef, look, components },
  controller,
  contexts,
  opening,
  onFocus,
}: {
  frame: FormFrame;
  controller: InteractiveFormController | undefined;
  contexts: OpenFormContexts;
  opening?: FormMessage | undefined;
  onFocus?: (() => void) | undefined;
}) {
  if (controller?.status === 'loading') return renderLoadingRoot(look, controller.messages.loading);
  let view = 'form';
  let content: ReactNode = null;
  if (controller === undefined) {
    if (opening !== undefined)
      content = <OpenForm message={opening} components={components} contexts={contexts} />;
  } else if (controller.message === undefined) {
    view = 'fallback';
    content = <MessageFallback issues={controller.issues} messages={controller.messages} />;
  } else if (controller.isComplete) {
    const { title, goalCompletionText } = controller.message.data.interactiveData;
    view = 'completion';
    content = (
      <CompletionView
        title={title}
        text={goalCompletionText ?? controller.messages.completion}
        takesFocus={controller.hasCompletedHere}
      />
    );
  } else
    content = <OpenForm message={controller.message} components={components} contexts={contexts} />;
  return (
    <div
      ref={rootRef}
      className={look.className}
      data-theme={look.theme}
      data-view={view}
      data-static={controller ? undefined : ''}
      dir={look.dir}
      onFocus={onFocus}
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

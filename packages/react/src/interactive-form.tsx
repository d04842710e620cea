'use client';

import {
  findOtherInteractiveType,
  type FormMessage,
  type OtherInteractiveType,
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
import { findDirection, useFormMessages, useRequestedLocale } from './form-locale.js';
import { OpenForm } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { useControllerContexts } from './interactive-form-provider.js';
import { MessageFallback } from './message-fallback.js';
import { listOnDemandLoads, readFormMessage } from './read-form-message.js';
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
  /** Text direction; by default the locale's (`rtl` for Arabic, Hebrew…), or the page's when none is known. */
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
  /** Only a `locale` prop is declared: the page's language is already the page's. */
  lang: string | undefined;
}

/**
 * The root's direction and language: the given ones, else the `locale`'s direction. The page's
 * direction is inherited, unless its language is written right to left and it says nothing (it is
 * unknown on the server, so hydration starts without it).
 */
function useRootLanguage(dir: InteractiveFormProps['dir'], locale: string | undefined) {
  const requested = useRequestedLocale(locale);
  const direction = requested === undefined ? undefined : findDirection(requested);
  return {
    dir: dir ?? (locale !== undefined || direction === 'rtl' ? direction : undefined),
    lang: locale === undefined ? undefined : requested,
  };
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
  const otherType = useMemo(() => findOtherInteractiveType(props.message), [props.message]);
  if (otherType !== undefined) return <OtherMessageRoot type={otherType} {...props} />;
  // A form whose code loads on demand suspends until it arrives (suspendWhileCodeLoads), so that a
  // hydrating client keeps the server's form rather than rendering its loading line. Nothing here
  // re-renders by itself: a boundary still waiting to hydrate that gets new props is rendered afresh
  // instead, so the page's language, known only after hydration, is read inside it and its fallback.
  return (
    <Suspense fallback={<LoadingRoot {...props} />}>
      <FormMessageView {...props} />
    </Suspense>
  );
}

/** The root's class, theme, direction and language, the same in every view of one message. */
function useRootLook(
  props: Pick<InteractiveFormProps, 'className' | 'theme' | 'dir' | 'locale'>,
): RootLook {
  const { className, theme = 'light' } = props;
  return {
    className: className === undefined ? 'chatforms' : `chatforms ${className}`,
    theme,
    ...useRootLanguage(props.dir, props.locale),
  };
}

/** The root of a card, scheduler or custom interactive message, whose view loads on demand. */
function OtherMessageRoot(props: InteractiveFormProps & { type: OtherInteractiveType }) {
  const {
    type,
    message,
    components,
    theme: _theme,
    dir: _dir,
    className: _className,
    offscreen: _offscreen,
    ...options
  } = props;
  const look = useRootLook(props);
  const { loading } = useFormMessages(options);
  return (
    <div
      className={look.className}
      data-theme={look.theme}
      data-view={type}
      dir={look.dir}
      lang={look.lang}
    >
      <Suspense fallback={<p className="chatforms-loading">{loading}</p>}>
        <OtherInteractiveView
          type={type}
          message={message}
          options={options}
          components={components}
        />
      </Suspense>
    </div>
  );
}

/** A form's root while the code it needs loads, in the form's language. */
function LoadingRoot(props: InteractiveFormProps) {
  return renderLoadingRoot(useRootLook(props), useFormMessages(props).loading);
}

/** The root element while code the form needs loads: a busy loading line. */
function renderLoadingRoot(look: RootLook, text: string) {
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
 * A form message, the view `<InteractiveForm>` shows for every message that is not a card or the
 * like, once its code has loaded or failed to: a message still waiting for code (after a failed
 * load) has no opening form, and the live form retries and reports the failure.
 */
function FormMessageView(props: InteractiveFormProps) {
  const {
    message,
    components,
    theme: _theme,
    dir: _dir,
    className: _className,
    offscreen = 'live',
    ...options
  } = props;
  const look = useRootLook(props);
  const read = useMemo(() => readFormMessage(message), [message]);
  const loads = listOnDemandLoads(read);
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
      lang={look.lang}
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

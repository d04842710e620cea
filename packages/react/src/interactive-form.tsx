'use client';

import { findOtherInteractiveType, type OtherInteractiveType } from '@chatforms/core/renderer';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';

import type { ElementComponents } from './element-props.js';
import { findDirection, useFormMessages, useRequestedLocale } from './form-locale.js';
import { type FormFrame, renderLoadingRoot, type RootLook } from './form-root.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { preloadInteractionCode } from './load-interaction-code.js';
import { preloadLiveFormCode, waitForLiveFormCode } from './load-live-form-code.js';
import { NextStepContext, useNextStep } from './next-step.js';
import { listOnDemandLoads, readFormMessage } from './read-form-message.js';
import { findOpeningForm } from './static-form-view.js';
import {
  replayEarlyInput,
  suspendWhileCodeLoads,
  useIsHydrating,
} from './suspend-while-code-loads.js';
import { SettledForm, TakeoverForm } from './takeover-form.js';

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
   * `static` (default) first renders the form's markup without react-hook-form, and turns it live
   * in place when the reader first interacts with it (focus, a pointer or key going down in it, a
   * change, a press): its elements keep their DOM, with the focus, the caret and the place of a
   * find-in-page match or a screen reader in them. `live` runs the form from its first render, for
   * a view that reads the controller at once.
   */
  offscreen?: 'live' | 'static';
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
  // The server's next step is a new form in this one's place: keyed apart, nothing is carried.
  const { shown, key, step } = useNextStep(props.message);
  return (
    <NextStepContext.Provider value={step}>
      <MessageView key={key} {...props} message={shown} />
    </NextStepContext.Provider>
  );
}

/** The message `<InteractiveForm>` shows now: a form, or a card or the like. */
function MessageView(props: InteractiveFormProps) {
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

/**
 * A form message, the view `<InteractiveForm>` shows for every message that is not a card or the
 * like, once its code has loaded or failed to: a message still waiting for code (after a failed
 * load) has no opening form, and the live form retries and reports the failure. The live form's
 * code (react-hook-form and the controller) loads on demand: a form that opens static turns live
 * once it has arrived, and one live from its first render suspends until then.
 */
function FormMessageView(props: InteractiveFormProps) {
  const {
    message,
    components,
    theme: _theme,
    dir: _dir,
    className: _className,
    offscreen = 'static',
    ...options
  } = props;
  const look = useRootLook(props);
  const read = useMemo(() => readFormMessage(message), [message]);
  const loads = listOnDemandLoads(read);
  suspendWhileCodeLoads(loads);
  const rootRef = useRef<HTMLDivElement>(null);
  // Only markup from the server can hold what a reader typed before the form ran; reading back
  // every control of every form a client render made was about a tenth of chatforms' own script
  // time in a history's mount.
  const isHydrating = useIsHydrating();
  useEffect(() => {
    if (isHydrating && rootRef.current !== null) replayEarlyInput(rootRef.current);
    preloadInteractionCode();
    preloadLiveFormCode();
  }, [isHydrating]);
  // A server cannot wait for the live form's code in renderToString, so it renders the static
  // markup, and a hydrating client the same: a form meant live turns live once its code is there.
  const [startedOnServer] = useState(isHydrating);
  const opening = !loads.length ? findOpeningForm(read) : undefined;
  // Once live, a form stays in the view that turned live, even when its message no longer opens
  // as a form (completed here, then sent again with the interaction): no remount, no lost focus.
  const [isLive, activate] = useReducer(
    () => true,
    offscreen === 'live' && startedOnServer && opening !== undefined,
  );
  const frame: FormFrame = { rootRef, look, message, components, options };
  // A form meant live, or one whose message waits for code after a failed load (the controller
  // retries and reports it), waits for the live form's code; after a failed load, it shows static.
  if (!isLive && ((offscreen === 'live' && !startedOnServer) || loads.length > 0)) {
    const code = waitForLiveFormCode();
    if (code !== undefined) return <code.LiveForm frame={frame} />;
  }
  if (!isLive && opening === undefined && !loads.length)
    return <SettledForm frame={frame} read={read} />;
  return (
    <TakeoverForm frame={frame} read={read} opening={opening} isLive={isLive} activate={activate} />
  );
}

import {
  type FormMessage,
  type FormValues,
  type Issue,
  listReceiptAnswers,
  translateForm,
} from '@chatforms/core/renderer';
import { type ReactNode, type RefObject, useMemo } from 'react';

import { CompletionView } from './completion-view.js';
import type { ElementComponents } from './element-props.js';
import type { OpenFormContexts } from './form-contexts.js';
import { useRequestedLocale } from './form-locale.js';
import { OpenForm } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { MessageFallback } from './message-fallback.js';
import type { FormMessages } from './messages.js';
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

/** The message with its form's texts in the language of its `translations` that fits `tag` best. */
function translateMessage(message: FormMessage, tag: string | undefined): FormMessage {
  const form = message.data.interactiveData;
  const shown = tag === undefined ? form : translateForm(form, tag);
  return shown === form
    ? message
    : { ...message, data: { ...message.data, interactiveData: shown } };
}

/** Renders `render` with the message in the reader's language: the form's locale, else the page's. */
function InReadersLanguage({
  message,
  locale,
  render,
}: {
  message: FormMessage;
  locale: string | undefined;
  render: (shown: FormMessage) => ReactNode;
}) {
  const tag = useRequestedLocale(locale);
  const shown = useMemo(() => translateMessage(message, tag), [message, tag]);
  return render(shown);
}

/**
 * `render(message)`, in the reader's language when the form has `translations`. A form without
 * them, nearly every one, subscribes to nothing more: a history mounts a hundred at once.
 */
function renderTranslated(
  message: FormMessage,
  locale: string | undefined,
  render: (shown: FormMessage) => ReactNode,
): ReactNode {
  if (message.data.interactiveData.translations === undefined) return render(message);
  return <InReadersLanguage message={message} locale={locale} render={render} />;
}

/** A message that does not open as a form: unrenderable (`issues`), or completed (`message`). */
export type SettledMessage =
  { issues: Issue[]; message?: undefined } | { message: FormMessage; issues?: undefined };

/** The fallback of an unrenderable message, or the completion view of a completed one. */
function renderSettledView(
  settled: SettledMessage,
  messages: FormMessages,
  view: {
    hasCompletedHere: boolean;
    locale: string | undefined;
    /** What the reader answered, for the receipt: sent here, or handed in by the app. */
    answers?: FormValues | undefined;
  },
) {
  if (settled.message === undefined)
    return <MessageFallback issues={settled.issues} messages={messages} />;
  const { answers } = view;
  // The receipt in the reader's language too: its questions and option labels are the form's texts.
  return renderTranslated(settled.message, view.locale, (shown) => (
    <CompletionView
      title={shown.data.interactiveData.title}
      text={shown.data.interactiveData.goalCompletionText ?? messages.completion}
      takesFocus={view.hasCompletedHere}
      answers={answers === undefined ? [] : listReceiptAnswers(shown, answers)}
    />
  ));
}

/**
 * The root element and what it shows: the form, or while live, its loading, fallback or completion
 * view. With no controller it is a static form (`opening` with static contexts), which calls
 * `onInteraction` when focus enters it or a pointer or key goes down in it, and shows `failure`
 * when the live form's code could not be loaded; or a `settled` message, which needs no live form.
 */
export function FormRoot({
  frame: { rootRef, look, components, options },
  controller,
  contexts,
  opening,
  settled,
  failure,
  onInteraction,
}: {
  frame: FormFrame;
  controller: InteractiveFormController | undefined;
  contexts: OpenFormContexts | undefined;
  opening?: FormMessage | undefined;
  settled?: { message: SettledMessage; messages: FormMessages } | undefined;
  failure?: string | undefined;
  onInteraction?: (() => void) | undefined;
}) {
  if (controller?.status === 'loading') return renderLoadingRoot(look, controller.messages.loading);
  let view = 'form';
  let content: ReactNode = null;
  if (controller === undefined) {
    if (opening && contexts)
      content = renderTranslated(opening, options.locale, (shown) => (
        <OpenForm message={shown} components={components} contexts={contexts} />
      ));
    else if (settled) {
      view = settled.message.message === undefined ? 'fallback' : 'completion';
      content = renderSettledView(settled.message, settled.messages, {
        hasCompletedHere: false,
        locale: options.locale,
        answers: options.answers,
      });
    }
  } else if (controller.message === undefined) {
    view = 'fallback';
    content = renderSettledView({ issues: controller.issues }, controller.messages, {
      hasCompletedHere: false,
      locale: options.locale,
    });
  } else if (controller.isComplete) {
    view = 'completion';
    content = renderSettledView({ message: controller.message }, controller.messages, {
      hasCompletedHere: controller.hasCompletedHere,
      locale: options.locale,
      answers: controller.sentValues ?? options.answers,
    });
  } else if (contexts)
    content = renderTranslated(controller.message, options.locale, (shown) => (
      <OpenForm message={shown} components={components} contexts={contexts} />
    ));
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it hears the controls inside, which are the interactive ones
    <div
      ref={rootRef}
      className={look.className}
      data-theme={look.theme}
      data-view={view}
      data-static={controller || settled ? undefined : ''}
      dir={look.dir}
      lang={look.lang}
      onFocus={onInteraction}
      onPointerDown={onInteraction}
      onKeyDown={onInteraction}
    >
      {content}
      {failure !== undefined && (
        <p className="chatforms-error" role="alert">
          {failure}
        </p>
      )}
      {controller?.hasUnsentChanges && (
        <p className="chatforms-note">{controller.messages.changesNotSent}</p>
      )}
      <p className="chatforms-visually-hidden" role="status">
        {controller?.announcement}
      </p>
    </div>
  );
}

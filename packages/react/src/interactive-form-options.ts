import type {
  ApiAction,
  ApiActionBodyFormat,
  ButtonElement,
  FormMessage,
  FormValues,
  Issue,
} from '@chatforms/core/renderer';

import type { FormTranslations } from './form-locale.js';
import type { FormMessages } from './messages.js';
import type { FormValuesStore } from './values-store.js';

/** What `onSubmit` receives instead of the default apiAction request being sent. */
export interface FormSubmission {
  /** The values as sent: keyed by elementId, dateTime values in their submitted format. */
  values: FormValues;
  /** The button that was pressed. */
  element: ButtonElement;
  /** That button's apiAction. */
  action: ApiAction;
  /** The whole parsed message. */
  message: FormMessage;
  /** Aborted when the form unmounts. */
  signal: AbortSignal;
}

/**
 * What `onSubmit` may answer: messages to show under fields, keyed by elementId, as a failure; or
 * the form message to show next in the form's place (read as `message` is, and checked first).
 */
export interface SubmitResult {
  errors?: Record<string, string>;
  /** The form message to show next, as a server's answer would carry it. */
  next?: unknown;
}

/** Everything the form does besides rendering: who is reading, and what happens on a press. */
export interface InteractiveFormOptions {
  /** The reader's uid; when it is the message's `sender`, the form is read-only unless `allowSenderInteraction`. */
  currentUserId?: string;
  /** The chat app's id, sent as `appID` in the kit envelope. */
  appId?: string;
  /** The chat app's region (`us`, `eu`, `in`), sent in the kit envelope. */
  region?: string;
  /**
   * The body an apiAction sends: `kitEnvelope` (default), the v4.2+ web kit's
   * `{payload, trigger, appID, region, data: {…, interactedBy, formData}}`, or `dataKey`,
   * `{...payload, [dataKey]: values}` (the pre-4.2 kit's shape when dataKey is `CometChatData`).
   */
  bodyFormat?: ApiActionBodyFormat;
  /** Shows the form without letting anyone change or press anything. */
  readOnly?: boolean;
  /**
   * Called after every successful action; the host marks the message interacted through the chat API.
   * A returned promise is awaited (its value is ignored), so `(id) => fetch(…)` fits as it is.
   */
  onInteraction?: (elementId: string) => void | Promise<unknown>;
  /**
   * Called when an apiAction's answer carries the server's next step (`{"chatforms": {"next": …}}`,
   * or `onSubmit`'s `next`), read and checked, as `<InteractiveForm>` shows it in the form's place:
   * keep it as the message, so a remounted form shows it too. `useInteractiveForm` shows nothing
   * by itself: render the message given here.
   */
  onNextStep?: (message: unknown) => void;
  /** Replaces the default apiAction request: receives the validated values, the button, its action and the message. */
  onSubmit?: (submission: FormSubmission) => void | SubmitResult | Promise<void | SubmitResult>;
  /** Runs a customAction with the current values. */
  onCustomAction?: (element: ButtonElement, values: FormValues) => void | Promise<unknown>;
  /** Receives a deepLinkAction's URL, checked and normalised; without it the URL is navigated to. */
  onDeepLink?: (url: string, element: ButtonElement) => void;
  /** Opens a (safe) URL; the default opens a new tab with noopener and noreferrer. */
  onNavigate?: (url: string, element: ButtonElement) => void;
  /** Receives the issues of a message that cannot be rendered. */
  onError?: (issues: Issue[]) => void;
  /** The fetch used for apiAction requests; the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** How long an apiAction request may take before it is aborted; 15 000 ms by default. */
  requestTimeoutMs?: number;
  /**
   * Where values typed and not yet sent are kept by message `id`, so a form that unmounts and
   * mounts again (a virtualised list) keeps them; cleared once sent. Page memory by default.
   */
  valuesStore?: FormValuesStore;
  /**
   * The reader's language as a BCP 47 tag (`de`, `pt-BR`): the built-in texts, and the dates and
   * times among them, are in it (its base language's when it has no texts of its own; English when
   * neither has). The page's language by default: `<html lang>`, then the browser's.
   */
  locale?: string;
  /** Whole sets of texts by BCP 47 tag, for languages not built in or to replace one; found before them. */
  translations?: FormTranslations;
  /** Replacements for any built-in string, over the language's. */
  messages?: Partial<FormMessages>;
  /**
   * The reader's answers to this form, by elementId, shown read-only in its completion view: what
   * the app stored of the submission (such as `@chatforms/server`'s), so a reload shows them again.
   * The answers sent here come first.
   */
  answers?: FormValues;
}

/** The progress of one button's action. */
export type ActionStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** What a button shows: its action's progress, the failure to show, and whether it can be pressed. */
export interface ButtonState {
  status: ActionStatus;
  error: string | undefined;
  disabled: boolean;
  /** Why the button can never run (an empty or unsafe url kept by lenient parsing), or undefined. */
  unusable: string | undefined;
}

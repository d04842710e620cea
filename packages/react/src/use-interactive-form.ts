'use client';

import {
  type ButtonElement,
  createIssue,
  type FormMessage,
  type FormValues,
  type Interaction,
  isInteractionGoalComplete,
  type Issue,
  type ParseResult,
} from '@chatforms/core/renderer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createFormControl,
  type Field,
  type FieldValues,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';

import { createLiveValidation, type LiveValidation } from './create-live-validation.js';
import { renameKeys, toElementId } from './field-names.js';
import { useFormMessages } from './form-locale.js';
import type { ButtonState, InteractiveFormOptions } from './interactive-form-options.js';
import type { FormMessages } from './messages.js';
import {
  findUnusableElements,
  getGoal,
  isSenderViewOf,
  listOnDemandLoads,
  loadWhatReadingNeeds,
  readFormMessage,
} from './read-form-message.js';
import { useAnnouncement } from './use-announcement.js';
import { useBeforePaintEffect } from './use-before-paint-effect.js';
import { useButtonActions } from './use-button-actions.js';
import { useReportProblems } from './use-report-problems.js';
import {
  type FormValuesStore,
  getMessageId,
  guardValuesStore,
  haveSameValues,
  memoryValuesStore,
  readStartValues,
} from './values-store.js';

/** Everything needed to render a form message in any markup. */
export interface InteractiveFormController {
  /**
   * `ready` with a message to render; `loading` while code it needs loads (a dateTime element's, and
   * date-fns for a custom dateTimeFormat: chunks of their own, fetched once); `unrenderable` with
   * the `issues` that stop it.
   */
  status: 'loading' | 'ready' | 'unrenderable';
  /** The parsed message, or undefined when it cannot be rendered (yet). */
  message: FormMessage | undefined;
  /** Why the message cannot be rendered; empty when it can. */
  issues: Issue[];
  /** What parsing changed or skipped: renamed aliases, unknown elements, missing labels. */
  warnings: Issue[];
  /** The react-hook-form instance; field names are elementIds escaped by `toFieldName`. */
  form: UseFormReturn<FieldValues>;
  /** Every string, in the form's language with the `messages` option over it. */
  messages: FormMessages;
  /** The message's interactions followed by the ones made here. */
  interactions: Interaction[];
  /** True once the interactions reach the goal: show the completion view. */
  isComplete: boolean;
  /** True when the goal was reached by a press here, not already on arrival. */
  hasCompletedHere: boolean;
  /** True when nothing can be changed or pressed. */
  readOnly: boolean;
  /** True when the reader sent this message and may not fill it in. */
  isSenderView: boolean;
  /** True when the last send succeeded while the reader changed values, which were not sent. */
  hasUnsentChanges: boolean;
  /** The values the last successful send carried here, by elementId; what the receipt shows. */
  sentValues: FormValues | undefined;
  /** The latest text for a polite live region (alternates a trailing space to repeat itself). */
  announcement: string;
  /** Says `text` in that live region. */
  announce: (text: string) => void;
  getButtonState: (element: ButtonElement) => ButtonState;
  /** Runs a button's action, once at a time per button. */
  pressButton: (element: ButtonElement) => Promise<void>;
}

/**
 * Parses a form message and runs it: values, validation, button actions and completion, without markup.
 * @example
 * const { message, form, pressButton } = useInteractiveForm(rawMessage, { onInteraction });
 */
export function useInteractiveForm(
  message: unknown,
  options: InteractiveFormOptions = {},
): InteractiveFormController {
  return useFormController(message, options, 'report');
}

/**
 * `useInteractiveForm`, for the renderer's own views: a static form that turns live has reported
 * its message's problems already (`leave`), and must not report them a second time.
 */
export function useFormController(
  message: unknown,
  options: InteractiveFormOptions,
  problems: 'report' | 'leave',
): InteractiveFormController {
  const [read, isLoading] = useMessageRead(message);
  const parsed = read.success && !isLoading ? read.data : undefined;
  const messages = useFormMessages(options);
  const [form, validation, store, messageId] = useFormEngine(parsed, options, messages);
  const [hasUnsentChanges, settleSentValues, sentValues] = useUnsentChanges(form, store, messageId);
  const [interactions, addInteraction, localCount] = useInteractions(parsed);
  const isComplete =
    parsed !== undefined && isInteractionGoalComplete(getGoal(parsed), interactions);
  const isSenderView = parsed !== undefined && isSenderViewOf(parsed, options.currentUserId);
  const readOnly = options.readOnly === true || isSenderView;
  const [announcement, announce] = useAnnouncement(form, messages);
  const [isPressable, unusable] = usePressable(read, interactions, readOnly || isComplete);
  const { pressButton, getStoredState } = useButtonActions({
    message: parsed,
    form,
    validation,
    options,
    messages,
    announce,
    focusField: useFocusAfterRender(form),
    isPressable,
    addInteraction,
    settleSentValues,
  });
  const getButtonState = useCallback(
    (element: ButtonElement): ButtonState => {
      const stored = getStoredState(element.elementId);
      return {
        ...stored,
        disabled: stored.status === 'submitting' || !isPressable(element),
        unusable: unusable.get(element.elementId),
      };
    },
    [getStoredState, isPressable, unusable],
  );
  useReportProblems(read, isLoading || problems === 'leave', options.onError);
  return {
    status: isLoading ? 'loading' : parsed === undefined ? 'unrenderable' : 'ready',
    message: parsed,
    form,
    messages,
    interactions,
    isComplete,
    readOnly,
    isSenderView,
    issues: read.success || isLoading ? [] : read.issues,
    warnings: read.success && !isLoading ? read.warnings : [],
    hasCompletedHere: isComplete && localCount > 0,
    hasUnsentChanges,
    sentValues,
    announcement,
    announce,
    getButtonState,
    pressButton,
  };
}

/**
 * The message as read, and whether it waits for code it loads on demand (a dateTime element's,
 * date-fns for a custom dateTimeFormat), which this loads; a failed load is read as an issue.
 */
function useMessageRead(message: unknown): [read: ParseResult<FormMessage>, isLoading: boolean] {
  const [patterns, setPatterns] = useState<PatternsState>({ status: 'idle' });
  const read = useMemo(
    () =>
      patterns.status === 'failed' && patterns.message === message
        ? patterns.read
        : readFormMessage(message),
    [message, patterns],
  );
  const isLoading = listOnDemandLoads(read).length > 0;
  useEffect(() => {
    if (!isLoading) return;
    return loadWhatReadingNeeds(
      read,
      () => setPatterns({ status: 'loaded' }),
      (error) => setPatterns({ status: 'failed', message, read: describeLoadFailure(error) }),
    );
  }, [isLoading, read, message]);
  return [read, isLoading];
}

/** The react-hook-form instance of a message, its validation, and where its values are kept. */
function useFormEngine(
  parsed: FormMessage | undefined,
  options: InteractiveFormOptions,
  messages: FormMessages,
): [
  form: UseFormReturn<FieldValues>,
  validation: LiveValidation,
  store: FormValuesStore,
  messageId: string | undefined,
] {
  const [validation] = useState(createLiveValidation);
  const resolver = useMemo(
    () => (parsed === undefined ? undefined : validation.createResolver(parsed, messages)),
    [parsed, validation, messages],
  );
  const store = useMemo(
    () => guardValuesStore(options.valuesStore ?? memoryValuesStore),
    [options.valuesStore],
  );
  const defaultValues = useMemo(
    () => (parsed === undefined ? {} : readStartValues(parsed, store)),
    [parsed, store],
  );
  // react-hook-form takes its values once, when its control is made: the control is made with the
  // values the form opens with, in the first render that has them. A form that waited for its date
  // code gets a control of its own then, rather than a reset of the first, which would render every
  // field twice.
  const opening = useRef<FormControl | undefined>(undefined);
  if (opening.current === undefined && parsed !== undefined)
    opening.current = createFormControl<FieldValues>({ defaultValues }).formControl;
  // Focus moves to the first invalid field once its error is on screen (useFocusAfterRender), not
  // before React renders it: one layout instead of two, and a screen reader reads the error with it.
  const form = useForm({
    formControl: opening.current,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  return [form, validation, store, parsed === undefined ? undefined : getMessageId(parsed)];
}

/**
 * Keeps the values typed and not yet sent in the store; after a send, says whether the reader
 * changed values while it ran (`hasUnsentChanges`), which are then kept rather than dropped.
 */
function useUnsentChanges(
  form: UseFormReturn<FieldValues>,
  store: FormValuesStore,
  messageId: string | undefined,
): [
  hasUnsentChanges: boolean,
  settleSentValues: (sent: FormValues) => boolean,
  sentValues: FormValues | undefined,
] {
  useEffect(() => {
    if (messageId === undefined) return;
    const subscription = form.watch((values) =>
      store.set(messageId, renameKeys(values as FormValues, toElementId)),
    );
    return () => subscription.unsubscribe();
  }, [form, store, messageId]);
  const [hasUnsentChanges, setHasUnsentChanges] = useState(false);
  const [sentValues, setSentValues] = useState<FormValues>();
  const settleSentValues = useCallback(
    (sent: FormValues) => {
      setSentValues(sent);
      const current = renameKeys(form.getValues(), toElementId);
      const changed = !haveSameValues(sent, current);
      if (messageId !== undefined && changed) store.set(messageId, current);
      else if (messageId !== undefined) store.delete(messageId);
      setHasUnsentChanges(changed);
      return changed;
    },
    [form, store, messageId],
  );
  return [hasUnsentChanges, settleSentValues, sentValues];
}

/** The message's interactions followed by the ones made here, and how many were made here. */
function useInteractions(
  parsed: FormMessage | undefined,
): [interactions: Interaction[], add: (interaction: Interaction) => void, localCount: number] {
  const [localInteractions, setLocalInteractions] = useState<Interaction[]>([]);
  const addInteraction = useCallback(
    (interaction: Interaction) => setLocalInteractions((previous) => [...previous, interaction]),
    [],
  );
  const interactions = useMemo(
    () => [...(parsed?.data.interactions ?? []), ...localInteractions],
    [parsed, localInteractions],
  );
  return [interactions, addInteraction, localInteractions.length];
}

/**
 * Whether a button can be pressed: never while the form is `blocked` (read-only or complete), nor
 * one that cannot be used or that turns off after use and was used. Also the unusable ones' reasons.
 */
function usePressable(
  read: ParseResult<FormMessage>,
  interactions: Interaction[],
  blocked: boolean,
): [isPressable: (element: ButtonElement) => boolean, unusable: Map<string, string>] {
  const unusable = useMemo(() => findUnusableElements(read), [read]);
  const isPressable = useCallback(
    (element: ButtonElement) =>
      !blocked &&
      !unusable.has(element.elementId) &&
      !(
        element.disableAfterInteracted &&
        interactions.some((i) => i.elementId === element.elementId)
      ),
    [blocked, interactions, unusable],
  );
  return [isPressable, unusable];
}

/** A react-hook-form control made outside `useForm`, which `useForm` takes as its `formControl`. */
type FormControl = Omit<UseFormReturn<FieldValues>, 'formState'>;

/** Where the code loaded on demand stands for this form; a new object re-reads the message. */
type PatternsState =
  | { status: 'idle' }
  | { status: 'loaded' }
  | { status: 'failed'; message: unknown; read: ParseResult<FormMessage> };

function describeLoadFailure(error: unknown): ParseResult<FormMessage> {
  const reason = error instanceof Error ? error.message : String(error);
  const text = `the code this form loads on demand (its dates or an element type) could not be loaded: ${reason}`;
  return { success: false, issues: [createIssue([], 'date_time_patterns_failed', text)] };
}

/** Returns how to focus a field by name once the render in progress is committed, before paint. */
function useFocusAfterRender(form: UseFormReturn<FieldValues>): (name: string) => void {
  const [request, setRequest] = useState<{ name: string } | undefined>(undefined);
  useBeforePaintEffect(() => {
    if (request !== undefined) focusFieldNow(form, request.name);
  }, [request, form]);
  return useCallback((name: string) => setRequest({ name }), []);
}

/**
 * Focuses a field as react-hook-form's `setFocus` does (its first enabled element of a group, or
 * its focus target), but now: `setFocus` waits a task, which comes after the paint, and focusing
 * then lays the form out a second time.
 */
function focusFieldNow(form: UseFormReturn<FieldValues>, name: string): void {
  // Field names are flat (toFieldName escapes path characters), so no path is read.
  const reference = (form.control._fields[name] as Field | undefined)?._f;
  const target = reference?.refs?.find((ref) => !ref.disabled) ?? reference?.ref;
  target?.focus?.();
}

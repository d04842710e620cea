import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** How a form hears of the server's next step, and whether it is one itself. */
export interface NextStep {
  /** Shows `message` in the form's place, as a new form: nothing of the old one is carried. */
  show: (message: unknown) => void;
  /** True in a form the server's answer put in place of another: it takes focus and is announced. */
  hasArrived: boolean;
}

/** The next step of the `<InteractiveForm>` around a form; `useInteractiveForm` alone has none. */
export const NextStepContext = createContext<NextStep | undefined>(undefined);

interface NextStepState {
  /** The message prop when the next step came: a later one from the host is newer, and wins. */
  replaced: unknown;
  next: unknown;
  /** How many steps came; the form is keyed by it, so each is a new form. */
  count: number;
}

/**
 * The message an `<InteractiveForm>` shows: its `message` prop, or the next step a server's answer
 * sent until the host passes another message (an edit of it through the chat API, say).
 */
export function useNextStep(message: unknown) {
  const [state, setState] = useState<NextStepState>({
    replaced: undefined,
    next: undefined,
    count: 0,
  });
  // The message as the answer finds it, not as the press that sent the request did.
  const latest = useRef(message);
  useEffect(() => {
    latest.current = message;
  }, [message]);
  const show = useCallback(
    (next: unknown) =>
      setState((previous) => ({ replaced: latest.current, next, count: previous.count + 1 })),
    [],
  );
  const isShowingNext = state.count > 0 && state.replaced === message;
  const step = useMemo(() => ({ show, hasArrived: state.count > 0 }), [show, state.count]);
  return { shown: isShowingNext ? state.next : message, key: state.count, step };
}

/**
 * Focuses the element given the returned ref once, when it mounts in a form that arrived as the
 * next step, so a keyboard or screen reader user is where the new form starts.
 */
export function useNextStepFocus<T extends HTMLElement>() {
  const hasArrived = useContext(NextStepContext)?.hasArrived === true;
  const ref = useRef<T>(null);
  useEffect(() => {
    if (hasArrived) ref.current?.focus();
    // Once, on mount: the form does not take focus again when it turns live or re-renders.
  }, []);
  return { ref, tabIndex: hasArrived ? -1 : undefined };
}

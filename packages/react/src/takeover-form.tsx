import type { FormMessage, ParseResult } from '@chatforms/core/renderer';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useFormMessages } from './form-locale.js';
import { type FormFrame, FormRoot } from './form-root.js';
import type { LiveParts, StaticInput } from './live-form.js';
import { type LiveFormCode, loadLiveFormCode, readLiveFormCode } from './load-live-form-code.js';
import { reportInDevelopment } from './report-in-development.js';
import { type StaticFormReader, useStaticContexts } from './static-form-view.js';
import { useReportProblems } from './use-report-problems.js';

const noChanges: ReadonlyMap<string, unknown> = new Map();

/**
 * A form rendered static (the default) that turns live in place when the reader first interacts
 * with it: the live controller is made beside the form and handed to it, so the elements stay the
 * same and keep their DOM, with the focus, the caret and find-in-page's match in it. The live
 * form's code loads on demand: until it has arrived, the static form stays and keeps what the
 * reader types, chooses and checks in it, and a failed load is shown and asked again at the next
 * interaction.
 */
export function TakeoverForm({
  frame,
  read,
  opening,
  isLive,
  activate,
}: {
  frame: FormFrame;
  read: ParseResult<FormMessage>;
  opening: FormMessage | undefined;
  isLive: boolean;
  activate: () => void;
}) {
  // Set once the controller runs, which it does only live; a form never turns back.
  const [live, setLive] = useState<LiveParts | undefined>(undefined);
  const [code, retry, hasFailed] = useLiveFormCode(isLive);
  const early = useRef<StaticInput>({ changes: new Map(), press: undefined });
  // The same changes, as the static fields show them: a new map renders them again.
  const [changes, setChanges] = useState(noChanges);
  const reader = useMemo<StaticFormReader>(
    () => ({
      changes,
      changeField: (name, value) => {
        early.current.changes.set(name, value);
        setChanges(new Map(early.current.changes));
        activate();
        retry();
      },
      pressButton: (element) => {
        early.current.press = element;
        activate();
        retry();
      },
    }),
    [changes, activate, retry],
  );
  const staticContexts = useStaticContexts(opening, read, frame.options, reader);
  // The live controller leaves them: they are reported here, once, from the first render.
  useReportProblems(read, false, frame.options.onError);
  // A press that came with no pointer or focus first (a screen reader's, a script's click) runs
  // once the live form's fields are rendered, so its errors and focus land on them.
  useEffect(() => {
    const element = early.current.press;
    if (live === undefined || element === undefined) return;
    early.current.press = undefined;
    void live.controller.pressButton(element);
  }, [live]);
  return (
    <>
      {isLive && code !== undefined && (
        <code.LiveController
          message={frame.message}
          options={frame.options}
          early={early}
          onChange={setLive}
        />
      )}
      <FormRoot
        frame={frame}
        controller={live?.controller}
        contexts={live?.contexts ?? staticContexts}
        opening={opening}
        failure={
          hasFailed && live === undefined
            ? staticContexts?.buttonContext.messages.actionFailed
            : undefined
        }
        onInteraction={() => {
          activate();
          retry();
        }}
      />
    </>
  );
}

/**
 * The live form's code for a form that has turned live: at once when it has arrived (another form
 * asked for it, or the mount's preload), else once it loads. `retry` asks again after a failure.
 */
function useLiveFormCode(
  isLive: boolean,
): [code: LiveFormCode | undefined, retry: () => void, hasFailed: boolean] {
  // A new object asks again (after a failure) or renders again (once the code has arrived).
  const [load, setLoad] = useState<{ status: 'loading' | 'failed' | 'arrived' }>({
    status: 'loading',
  });
  const code = readLiveFormCode();
  const isWaiting = isLive && code === undefined && load.status === 'loading';
  useEffect(() => {
    if (!isWaiting) return;
    let isCurrent = true;
    loadLiveFormCode().then(
      () => isCurrent && setLoad({ status: 'arrived' }),
      (error: unknown) => {
        reportInDevelopment('the live form could not be loaded', error);
        if (isCurrent) setLoad({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWaiting, load]);
  const retry = useMemo(
    () => () =>
      setLoad((current) => (current.status === 'failed' ? { status: 'loading' } : current)),
    [],
  );
  return [code, retry, load.status === 'failed'];
}

/**
 * A message that does not open as a form (completed, or unrenderable), rendered without the live
 * form's code: it has nothing to fill in or press, so it needs none, on the server too.
 */
export function SettledForm({ frame, read }: { frame: FormFrame; read: ParseResult<FormMessage> }) {
  const messages = useFormMessages(frame.options);
  useReportProblems(read, false, frame.options.onError);
  const message = read.success ? { message: read.data } : { issues: read.issues };
  return (
    <FormRoot
      frame={frame}
      controller={undefined}
      contexts={undefined}
      settled={{ message, messages }}
    />
  );
}

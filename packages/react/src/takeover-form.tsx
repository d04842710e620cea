import type { ButtonElement, FormMessage, ParseResult } from '@chatforms/core/renderer';
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';

import type { OpenFormContexts } from './form-contexts.js';
import { type FormFrame, FormRoot } from './form-root.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { useControllerContexts } from './interactive-form-provider.js';
import { type StaticFormReader, useStaticContexts } from './static-form-view.js';
import { useBeforePaintEffect } from './use-before-paint-effect.js';
import {
  type InteractiveFormController,
  useFormController,
  useReportProblems,
} from './use-interactive-form.js';

/** A form live from its first render (`offscreen="live"`), or one with no static view. */
export function LiveForm({ frame }: { frame: FormFrame }) {
  const controller = useFormController(frame.message, frame.options, 'report');
  const contexts = useControllerContexts(controller);
  return <FormRoot frame={frame} controller={controller} contexts={contexts} />;
}

/** What the reader did to a static form, kept until the live form takes it up. */
interface StaticInput {
  /** Values changed while static, by field name: the live form opens with them. */
  changes: Map<string, unknown>;
  /** A button pressed while static, which the live form presses. */
  press: ButtonElement | undefined;
}

/**
 * A form rendered static (the default) that turns live in place when the reader first interacts
 * with it: the live controller is made beside the form and handed to it, so the elements stay the
 * same and keep their DOM, with the focus, the caret and find-in-page's match in it.
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
  const early = useRef<StaticInput>({ changes: new Map(), press: undefined });
  const reader = useMemo<StaticFormReader>(
    () => ({
      changeField: (name, value) => {
        early.current.changes.set(name, value);
        activate();
      },
      pressButton: (element) => {
        early.current.press = element;
        activate();
      },
    }),
    [activate],
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
      {isLive && (
        <LiveController
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
        onInteraction={activate}
      />
    </>
  );
}

/** A live form's controller and the contexts its elements read. */
interface LiveParts {
  controller: InteractiveFormController;
  contexts: OpenFormContexts;
}

/**
 * Runs a form's controller and hands it to the form with its contexts, rendering nothing itself;
 * first it sets the values the reader changed while the form was static. Memoised: what it hands
 * over renders the form again, which must not render this again.
 */
const LiveController = memo(function LiveController({
  message,
  options,
  early,
  onChange,
}: {
  message: unknown;
  options: InteractiveFormOptions;
  early: RefObject<StaticInput>;
  onChange: (live: LiveParts) => void;
}) {
  const controller = useFormController(message, options, 'leave');
  const contexts = useControllerContexts(controller);
  useBeforePaintEffect(() => {
    const { changes } = early.current;
    for (const [name, value] of changes) controller.form.setValue(name, value);
    changes.clear();
    onChange({ controller, contexts });
  });
  return null;
});

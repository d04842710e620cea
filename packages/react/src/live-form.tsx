// The live form: react-hook-form and the controller around it, one chunk loaded on demand
// (load-live-form-code.ts). A form renders static until the reader first interacts with it, so
// no form's first paint needs any of it.
import type { ButtonElement } from '@chatforms/core/renderer';
import { memo, type RefObject } from 'react';

import type { OpenFormContexts } from './form-contexts.js';
import { type FormFrame, FormRoot } from './form-root.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { useControllerContexts } from './interactive-form-provider.js';
import { useBeforePaintEffect } from './use-before-paint-effect.js';
import { type InteractiveFormController, useFormController } from './use-interactive-form.js';

/** A form live from its first render (`offscreen="live"`), or one with no static view. */
export function LiveForm({ frame }: { frame: FormFrame }) {
  const controller = useFormController(frame.message, frame.options, 'report');
  const contexts = useControllerContexts(controller);
  return <FormRoot frame={frame} controller={controller} contexts={contexts} />;
}

/** What the reader did to a static form, kept until the live form takes it up. */
export interface StaticInput {
  /** Values changed while static, by field name: the live form opens with them. */
  changes: Map<string, unknown>;
  /** A button pressed while static, which the live form presses. */
  press: ButtonElement | undefined;
}

/** A live form's controller and the contexts its elements read. */
export interface LiveParts {
  controller: InteractiveFormController;
  contexts: OpenFormContexts;
}

/**
 * Runs a form's controller and hands it to the form with its contexts, rendering nothing itself;
 * first it sets the values the reader changed while the form was static. Memoised: what it hands
 * over renders the form again, which must not render this again.
 */
export const LiveController = memo(function LiveController({
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

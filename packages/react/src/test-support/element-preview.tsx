import type { FormElement } from '@chatforms/core';
import {
  elementMessageSenderId,
  type InputElementState,
  inputElementStates,
} from '@chatforms/fixtures';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';

import { elementComponents } from '../element-components.js';
import type { ElementProps } from '../element-props.js';
import type { InteractiveFormOptions } from '../interactive-form-options.js';
import { InteractiveFormProvider } from '../interactive-form-provider.js';
import { useInteractiveForm } from '../use-interactive-form.js';

/** Props of `ElementPreview`: a one-element message and how it is viewed. */
export interface ElementPreviewProps extends Pick<
  InteractiveFormOptions,
  'readOnly' | 'currentUserId'
> {
  message: unknown;
  theme?: 'light' | 'dark' | 'auto' | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
  /** Presses the submit button once on mount, so validation errors show as a reader would see them. */
  showErrors?: boolean;
}

/** Renders a message's fields with their element components alone, without title or submit button. */
export function ElementPreview({
  message,
  theme = 'light',
  dir,
  showErrors = false,
  ...options
}: ElementPreviewProps) {
  const controller = useInteractiveForm(message, options);
  const hasPressed = useRef(false);
  const { pressButton } = controller;
  const submitElement = controller.message?.data.interactiveData.submitElement;
  useEffect(() => {
    if (!showErrors || submitElement === undefined || hasPressed.current) return;
    hasPressed.current = true;
    void pressButton(submitElement);
  }, [showErrors, submitElement, pressButton]);
  const fields = controller.message?.data.interactiveData.formFields ?? [];
  return (
    <div className="chatforms" data-theme={theme} dir={dir}>
      <InteractiveFormProvider controller={controller}>
        {fields.map((element) => {
          const Component = elementComponents[element.elementType] as ComponentType<
            ElementProps<FormElement>
          >;
          return (
            <Component key={element.elementId} element={element} readOnly={controller.readOnly} />
          );
        })}
      </InteractiveFormProvider>
    </div>
  );
}

/** One named cell of a `StatesGrid`. */
export interface StateCell {
  name: string;
  content: ReactNode;
}

/** Shows the states of one element side by side, each captioned with its name. */
export function StatesGrid({ cells }: { cells: StateCell[] }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: '1.5rem',
        alignItems: 'start',
      }}
    >
      {cells.map((cell) => (
        <figure key={cell.name} aria-label={cell.name} style={{ margin: 0 }}>
          <figcaption style={{ fontSize: '0.8125rem', fontWeight: 600, marginBlockEnd: '0.5rem' }}>
            {cell.name}
          </figcaption>
          {cell.content}
        </figure>
      ))}
    </div>
  );
}

const inputStateNames: Record<InputElementState, string> = {
  empty: 'Empty',
  filled: 'Filled',
  invalid: 'Invalid',
  disabled: 'Disabled',
  readOnly: 'Read-only',
  required: 'Required',
};

// Disabled is the sender's own view of a message they may not fill in; invalid is a submission of it empty.
const inputStateViews: Record<InputElementState, Partial<ElementPreviewProps>> = {
  empty: {},
  filled: {},
  invalid: { showErrors: true },
  disabled: { currentUserId: elementMessageSenderId },
  readOnly: { readOnly: true },
  required: {},
};

/** Every state of an input element side by side, from the fixtures' state messages. */
export function InputElementStates({
  messages,
  theme,
  dir,
}: {
  messages: Record<InputElementState, unknown>;
  theme?: 'light' | 'dark' | 'auto' | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}) {
  const cells = inputElementStates.map((state) => ({
    name: inputStateNames[state],
    content: (
      <ElementPreview
        message={messages[state]}
        theme={theme}
        dir={dir}
        {...inputStateViews[state]}
      />
    ),
  }));
  return <StatesGrid cells={cells} />;
}

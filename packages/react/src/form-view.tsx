import type { ButtonElement, FormMessage } from '@chatforms/core/renderer';
import { type FormEvent, memo, useId } from 'react';

import type { ElementComponents } from './element-props.js';
import { ButtonContext, FieldContext, type OpenFormContexts } from './form-contexts.js';
import type { FormMessages } from './messages.js';
import { useNextStepFocus } from './next-step.js';
import { renderFormElement } from './render-form-element.js';
import { useHiddenElementIds } from './use-hidden-element-ids.js';

/** What the open form shows besides its elements; its contexts come from the provider around it. */
export interface FormViewProps {
  message: FormMessage;
  components: Partial<ElementComponents> | undefined;
  messages: FormMessages;
  readOnly: boolean;
  isSenderView: boolean;
  pressButton: (element: ButtonElement) => Promise<void>;
}

/**
 * The open form: its title, every element its rules show in order, then its submit button. Memoised: what the
 * root renders again for (react-hook-form's state, an announcement, a button's progress) reaches
 * the fields through their own subscriptions and the button context, not through this list.
 */
const FormView = memo(function FormView({
  message,
  components,
  messages,
  readOnly,
  isSenderView,
  pressButton,
}: FormViewProps) {
  const { title, formFields, submitElement } = message.data.interactiveData;
  const titleId = useId();
  // The server's next step starts at its title, or at the group when it has none.
  const titleFocus = useNextStepFocus<HTMLParagraphElement>();
  const groupFocus = useNextStepFocus<HTMLDivElement>();
  // A hidden field is not rendered: out of the tab order and unread, while react-hook-form keeps
  // its value for when it shows again (formatSubmission leaves it out of what is sent).
  const hidden = useHiddenElementIds(message);
  const onSubmit = (event: FormEvent) => {
    // Enter in a field clicks the submit button, whose handler already runs the action.
    event.preventDefault();
    void pressButton(submitElement);
  };
  return (
    // Named by a group, not by the form: a named form is a landmark, and a chat may show many
    // forms with one title, which would repeat the landmark. A press in a server's markup before
    // its script runs would submit the form natively, to the page's own address with the answers
    // in its query, and load it again without them: a dialog's method does nothing outside one.
    <form method="dialog" noValidate onSubmit={onSubmit}>
      <div
        role="group"
        className="chatforms-form"
        aria-labelledby={title === undefined ? undefined : titleId}
        {...(title === undefined ? groupFocus : {})}
      >
        {title !== undefined && (
          <p id={titleId} className="chatforms-title" dir="auto" {...titleFocus}>
            {title}
          </p>
        )}
        {isSenderView && <p className="chatforms-note">{messages.senderReadOnly}</p>}
        {[...formFields, submitElement]
          .filter((element) => !hidden.has(element.elementId))
          .map((element) =>
            renderFormElement(element, readOnly, components, messages.elementFailed),
          )}
      </div>
    </form>
  );
});

/**
 * The open form inside the contexts its elements read. The same elements whether the contexts are
 * static or live, so a static form that turns live keeps its DOM, focus and find-in-page matches.
 */
export function OpenForm({
  message,
  components,
  contexts: { fieldContext, buttonContext, readOnly, isSenderView },
}: {
  message: FormMessage;
  components: Partial<ElementComponents> | undefined;
  contexts: OpenFormContexts;
}) {
  return (
    <FieldContext.Provider value={fieldContext}>
      <ButtonContext.Provider value={buttonContext}>
        <FormView
          message={message}
          components={components}
          messages={fieldContext.messages}
          readOnly={readOnly}
          isSenderView={isSenderView}
          pressButton={buttonContext.pressButton}
        />
      </ButtonContext.Provider>
    </FieldContext.Provider>
  );
}

import { CompletionView } from './completion-view.js';
import type { ElementComponents } from './element-props.js';
import { FormView } from './form-view.js';
import type { InteractiveFormOptions } from './interactive-form-options.js';
import { MessageFallback } from './message-fallback.js';
import { useInteractiveForm } from './use-interactive-form.js';

/** Props of `<InteractiveForm>`: the message, how it looks, and the options of `useInteractiveForm`. */
export interface InteractiveFormProps extends InteractiveFormOptions {
  /** A form message: parsed (`FormMessage`), raw JSON-shaped, JSON text, or a chat SDK's message object. */
  message: unknown;
  /** Replacements for element components, by elementType; each is wrapped in an error boundary. */
  components?: Partial<ElementComponents>;
  /** `light` (default), `dark`, or `auto` to follow the reader's system setting. */
  theme?: 'light' | 'dark' | 'auto';
  /** Text direction; inherited from the page when not given. */
  dir?: 'ltr' | 'rtl';
  /** Extra class names for the root element. */
  className?: string;
}

/**
 * Renders an interactive form message: fields, validation, button actions and completion.
 * @example
 * <InteractiveForm message={message} currentUserId={me.uid} onInteraction={(id) => markInteracted(message.id, id)} />
 */
export function InteractiveForm({
  message,
  components,
  theme = 'light',
  dir,
  className,
  ...options
}: InteractiveFormProps) {
  const controller = useInteractiveForm(message, options);
  const parsed = controller.message;
  const view = parsed === undefined ? 'fallback' : controller.isComplete ? 'completion' : 'form';
  return (
    <div
      className={className === undefined ? 'chatforms' : `chatforms ${className}`}
      data-theme={theme}
      data-view={view}
      dir={dir}
    >
      {parsed === undefined ? (
        <MessageFallback issues={controller.issues} messages={controller.messages} />
      ) : controller.isComplete ? (
        <CompletionView
          title={parsed.data.interactiveData.title}
          text={parsed.data.interactiveData.goalCompletionText ?? controller.messages.completion}
          takesFocus={controller.hasCompletedHere}
        />
      ) : (
        <FormView controller={controller} message={parsed} components={components} />
      )}
      {controller.hasUnsentChanges && (
        <p className="chatforms-note">{controller.messages.changesNotSent}</p>
      )}
      <p className="chatforms-visually-hidden" role="status">
        {controller.announcement}
      </p>
    </div>
  );
}

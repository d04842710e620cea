import { useEditorContext } from '../state/editor-context.js';
import { TranslationsEditor } from '../translations/translations-editor.js';
import { ElementInspector } from './element-inspector.js';
import { MessageSettings } from './message-settings.js';

/** The right column: the selected element's fields, or the form's settings when none is selected. */
export function Inspector() {
  const { state } = useEditorContext();
  return (
    <section className="inspector" id="inspector" aria-label="Inspector" tabIndex={-1}>
      {state.selectedId === null ? (
        <>
          <MessageSettings />
          <TranslationsEditor />
        </>
      ) : (
        <ElementInspector elementId={state.selectedId} />
      )}
    </section>
  );
}

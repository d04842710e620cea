import { json, jsonParseLinter } from '@codemirror/lang-json';
import type { Diagnostic } from '@codemirror/lint';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

import { validateDraft } from '../state/validate-draft.js';
import { findPointerOffset } from './find-pointer-offset.js';
import { jsonEditorTheme } from './json-editor-theme.js';

const parseLinter = jsonParseLinter();

function lintDraft(view: EditorView): Diagnostic[] {
  const text = view.state.doc.toString();
  const syntax = parseLinter(view);
  if (syntax.length > 0) return syntax;
  return validateDraft(JSON.parse(text)).map((issue) => ({
    ...findPointerOffset(text, issue.pointer),
    severity: 'error',
    message: `${issue.pointer || '/'}: ${issue.message}`,
  }));
}

/** A request to put the cursor on a pointer; `nonce` makes a repeated jump to one place work. */
export interface JumpRequest {
  pointer: string;
  nonce: number;
}

/** The CodeMirror 6 JSON editor: core's issues shown at their pointers; edits reported as text. */
export function JsonEditor({
  text,
  onChange,
  jump,
}: {
  text: string;
  onChange: (text: string) => void;
  jump: JumpRequest | null;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changeHandler = useRef(onChange);
  useEffect(() => {
    changeHandler.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current ?? undefined,
      doc: text,
      extensions: [
        basicSetup,
        jsonEditorTheme,
        json(),
        lintGutter(),
        linter(lintDraft, { delay: 300 }),
        // An explicit tabindex lets axe see the scroller's content as focusable (it already is).
        EditorView.contentAttributes.of({ 'aria-label': 'Message JSON', tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((t) => t.isUserEvent('sync'))) {
            changeHandler.current(update.state.doc.toString());
          }
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // The view is created once; later text arrives through the sync effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const editor = view.current;
    if (editor === null || editor.state.doc.toString() === text) return;
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: text },
      userEvent: 'sync',
    });
  }, [text]);
  useEffect(() => {
    const editor = view.current;
    if (editor === null || jump === null) return;
    const { from } = findPointerOffset(editor.state.doc.toString(), jump.pointer);
    editor.dispatch({ selection: { anchor: from }, scrollIntoView: true });
    editor.focus();
  }, [jump]);
  return <div className="json-editor" ref={host} />;
}

import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The JSON editor's colours come from the builder's tokens, so they follow its light and dark
 * theme; CodeMirror's own defaults are light-only and lose contrast on a dark page.
 */
export const jsonEditorTheme: Extension = [
  syntaxHighlighting(
    HighlightStyle.define([
      { tag: tags.propertyName, color: 'var(--builder-code-property)' },
      { tag: tags.string, color: 'var(--builder-code-string)' },
      { tag: tags.number, color: 'var(--builder-code-number)' },
      { tag: [tags.bool, tags.null], color: 'var(--builder-code-keyword)' },
    ]),
  ),
  EditorView.theme({
    '.cm-content': { caretColor: 'var(--builder-text)' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--builder-text)' },
    '.cm-gutters': {
      backgroundColor: 'var(--builder-bg)',
      color: 'var(--builder-muted)',
      borderColor: 'var(--builder-border)',
    },
    '.cm-activeLine': { backgroundColor: 'var(--builder-code-active-line)' },
    '.cm-activeLineGutter': { backgroundColor: 'var(--builder-accent-soft)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
      { backgroundColor: 'var(--builder-code-selection)' },
  }),
];

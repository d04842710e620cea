import { useId, useState } from 'react';

import { describedBy } from '../components/form-controls.js';

function readTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const hint = 'Words to find and sort messages by in your own systems.';

/** A comma-separated tags input that keeps what is typed while the list follows it. */
export function TagsEditor({
  tags,
  error,
  onChange,
}: {
  tags: readonly string[];
  error?: string | undefined;
  onChange: (tags: string[] | undefined) => void;
}) {
  const id = useId();
  const shown = tags.join('\n');
  const [text, setText] = useState(tags.join(', '));
  const [shownTags, setShownTags] = useState(shown);
  if (shown !== shownTags) {
    // Undo or the JSON view changed the tags: show them, unless the text typed already says so.
    setShownTags(shown);
    if (readTags(text).join('\n') !== shown) setText(tags.join(', '));
  }
  return (
    <div className="control">
      <span className="control-label">
        <label htmlFor={id}>Tags (comma-separated)</label>
        <code id={`${id}-wire`} className="wire-name">
          tags
        </code>
      </span>
      <input
        id={id}
        value={text}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, { wireName: 'tags', hint, error })}
        onChange={(event) => {
          setText(event.target.value);
          const next = readTags(event.target.value);
          onChange(next.length === 0 ? undefined : next);
        }}
      />
      <p id={`${id}-hint`} className="control-hint">
        {hint}
      </p>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

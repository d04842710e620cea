import type { DraftOption } from '@chatforms/core/editing';
import { useId } from 'react';

import { readOptions } from '../read-value.js';
import type { FieldEditor, FieldEditorProps } from './field-editor.js';

function OptionsEditor({ element, setOptions, issueAt }: FieldEditorProps) {
  const errorId = useId();
  const options: DraftOption[] = readOptions(element.options);
  const change = (index: number, patch: Partial<DraftOption>, key: string) =>
    setOptions(
      options.map((option, at) => (at === index ? { ...option, ...patch } : option)),
      `options.${index}.${key}`,
    );
  const move = (index: number, by: number) => {
    const next = [...options];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    setOptions(next);
  };
  const add = () => {
    const values = new Set(options.map((option) => option.value));
    let number = options.length + 1;
    while (values.has(`option-${number}`)) number += 1;
    setOptions([...options, { value: `option-${number}`, label: `Option ${number}` }]);
  };
  const error = issueAt('options');
  return (
    <fieldset
      className="control-group options-editor"
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend>Options</legend>
      <ol>
        {options.map((option, index) => (
          <li key={index} className="option-row">
            <input
              aria-label={`Option ${index + 1} label`}
              placeholder="Label"
              value={option.label}
              onChange={(event) => change(index, { label: event.target.value }, 'label')}
            />
            <input
              aria-label={`Option ${index + 1} value`}
              placeholder="Value"
              value={option.value}
              onChange={(event) => change(index, { value: event.target.value }, 'value')}
            />
            <button
              type="button"
              aria-label={`Move option ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move option ${index + 1} down`}
              disabled={index === options.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => setOptions(options.filter((_, at) => at !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={add}>
        Add option
      </button>
      {error === undefined ? null : (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The options list editor of choice elements: add, remove, reorder, edit label and value. */
export const optionsField: FieldEditor = { key: 'options', Editor: OptionsEditor };

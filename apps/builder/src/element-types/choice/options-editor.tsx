import type { DraftOption } from '@chatforms/core/editing';
import { useEffect, useId, useRef } from 'react';

import { readOptions } from '../../components/read-value.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';
import { relabelOption } from './option-list.js';
import { OptionRow } from './option-row.js';
import { OptionsShortcuts } from './options-shortcuts.js';

function findFreeNumber(options: readonly DraftOption[]): number {
  const values = new Set(options.map((option) => option.value));
  let number = options.length + 1;
  while (values.has(`option-${number}`)) number += 1;
  return number;
}

function OptionsEditor({ element, setOptions, issueAt }: FieldEditorProps) {
  const id = useId();
  const options: DraftOption[] = readOptions(element.options);
  const labelInputs = useRef<(HTMLInputElement | null)[]>([]);
  // The row to focus once the option added by Enter or "Add option" has rendered.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    labelInputs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });
  const change = (index: number, next: DraftOption[], key: string) =>
    setOptions(next, `options.${index}.${key}`);
  const move = (index: number, by: number) => {
    const next = [...options];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    setOptions(next);
  };
  const insertAfter = (index: number) => {
    const number = findFreeNumber(options);
    const next = [...options];
    next.splice(index + 1, 0, { value: `option-${number}`, label: `Option ${number}` });
    setOptions(next);
    pendingFocus.current = index + 1;
  };
  const error = issueAt('options');
  return (
    <fieldset
      className="control-group options-editor"
      aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
    >
      <legend>Options</legend>
      <p id={`${id}-hint`} className="control-hint">
        <code className="wire-name">options</code> What the reader picks from. The value is what
        your server receives; it follows the label until you change it. Enter in a label adds an
        option below.
      </p>
      {/* Before the rows: a preset or a pasted list is a few Tabs from the label, not one per option. */}
      <OptionsShortcuts options={options} setOptions={setOptions} />
      <ol>
        {options.map((option, index) => (
          <OptionRow
            key={index}
            option={option}
            index={index}
            count={options.length}
            setLabelInput={(input) => {
              labelInputs.current[index] = input;
            }}
            onLabel={(label) => change(index, relabelOption(options, index, label), 'label')}
            onValue={(value) =>
              change(
                index,
                options.map((item, at) => (at === index ? { ...item, value } : item)),
                'value',
              )
            }
            onEnter={() => insertAfter(index)}
            onMove={(by) => move(index, by)}
            onRemove={() => setOptions(options.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <button type="button" onClick={() => insertAfter(options.length - 1)}>
        Add option
      </button>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The options list editor of choice elements: add, remove, reorder, edit label and value (derived
 * from the label until written by hand), paste a list, or start from a preset.
 */
export const optionsField: FieldEditor<'options'> = {
  key: 'options',
  Editor: OptionsEditor,
  section: 'content',
};

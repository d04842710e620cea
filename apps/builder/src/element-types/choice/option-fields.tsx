import { useId } from 'react';

import { CheckControl, SelectControl } from '../../components/form-controls.js';
import { readOptions, readText } from '../../components/read-value.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';

function DefaultOptionField({ element, update, issueAt }: FieldEditorProps) {
  const value = element.defaultValue;
  const choices = [
    { value: '', label: '(none)' },
    ...readOptions(element.options).map((option) => ({
      value: option.value,
      label: option.label || option.value,
    })),
  ];
  return (
    <SelectControl
      label="Default option"
      wireName="defaultValue"
      hint="Already chosen when the form opens."
      value={readText(value)}
      choices={choices}
      error={issueAt('defaultValue')}
      onChange={(choice) => update({ defaultValue: choice === '' ? undefined : choice })}
    />
  );
}

function DefaultOptionsField({ element, update, issueAt }: FieldEditorProps) {
  const errorId = useId();
  const error = issueAt('defaultValue');
  const selected = Array.isArray(element.defaultValue) ? (element.defaultValue as string[]) : [];
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    update({ defaultValue: next.length === 0 ? undefined : next });
  };
  return (
    <fieldset
      className="control-group"
      aria-describedby={error === undefined ? `${errorId}-hint` : `${errorId}-hint ${errorId}`}
    >
      <legend>Checked by default</legend>
      <p id={`${errorId}-hint`} className="control-hint">
        <code className="wire-name">defaultValue</code> Ticked already when the form opens.
      </p>
      {readOptions(element.options).map((option, index) => (
        <CheckControl
          key={`${option.value}-${index}`}
          label={option.label || option.value}
          checked={selected.includes(option.value)}
          onChange={(checked) => toggle(option.value, checked)}
        />
      ))}
      {error === undefined ? null : (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The default editor of dropdowns, radios and single-selects: one option or none. */
export const defaultOptionField: FieldEditor<'defaultValue'> = {
  key: 'defaultValue',
  Editor: DefaultOptionField,
};
/** The default editor of checkboxes: any options. */
export const defaultOptionsField: FieldEditor<'defaultValue'> = {
  key: 'defaultValue',
  Editor: DefaultOptionsField,
};

import { CheckControl, SelectControl, TextControl } from '../form-controls.js';
import { readText } from '../read-value.js';
import type { FieldEditor, FieldEditorProps } from './field-editor.js';

/** Creates an editor for a string key; an empty text removes optional keys. */
export function createStringField(key: string, label: string, removeWhenEmpty = true): FieldEditor {
  function StringField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <TextControl
        label={label}
        value={readText(value)}
        error={issueAt(key)}
        onChange={(text) =>
          update({ [key]: text === '' && removeWhenEmpty ? undefined : text }, key)
        }
      />
    );
  }
  return { key, Editor: StringField };
}

/** Creates an editor for a boolean key. */
export function createBooleanField(key: string, label: string, fallback: boolean): FieldEditor {
  function BooleanField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <CheckControl
        label={label}
        checked={typeof value === 'boolean' ? value : fallback}
        error={issueAt(key)}
        onChange={(checked) => update({ [key]: checked })}
      />
    );
  }
  return { key, Editor: BooleanField };
}

/** Creates an editor for one key chosen among fixed values. */
export function createChoiceField(
  key: string,
  label: string,
  values: readonly string[],
): FieldEditor {
  function ChoiceField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <SelectControl
        label={label}
        value={typeof value === 'string' ? value : (values[0] ?? '')}
        choices={values.map((choice) => ({ value: choice, label: choice }))}
        error={issueAt(key)}
        onChange={(choice) => update({ [key]: choice })}
      />
    );
  }
  return { key, Editor: ChoiceField };
}

/** Creates an editor for a number key; an empty text removes the key. */
export function createNumberField(key: string, label: string): FieldEditor {
  function NumberField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <TextControl
        label={label}
        type="number"
        value={typeof value === 'number' ? String(value) : ''}
        error={issueAt(key)}
        onChange={(text) => update({ [key]: text === '' ? undefined : Number(text) }, key)}
      />
    );
  }
  return { key, Editor: NumberField };
}

function PlaceholderField({ element, update, issueAt }: FieldEditorProps) {
  const placeholder = element.placeholder as { text?: unknown } | undefined;
  return (
    <TextControl
      label="Placeholder"
      value={readText(placeholder?.text)}
      error={issueAt('placeholder')}
      onChange={(text) =>
        update({ placeholder: text === '' ? undefined : { ...placeholder, text } }, 'placeholder')
      }
    />
  );
}

/** The max lines editor of a text input. */
export const maxLinesField = createNumberField('maxLines', 'Max lines');
/** The placeholder editor of a text input. */
export const placeholderField: FieldEditor = { key: 'placeholder', Editor: PlaceholderField };
/** The "optional" flag editor of an input element. */
export const optionalField = createBooleanField('optional', 'Optional (may be left blank)', true);

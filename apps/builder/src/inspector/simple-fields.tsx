import { CheckControl, TextControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import type { FieldEditor, FieldEditorProps, InspectorSection } from './field-editor.js';

/** What a simple field shows beside its control (a one-line help), and the section it is in. */
export interface FieldOptions {
  hint?: string | undefined;
  section?: InspectorSection;
}

// A field without a section leaves the key out, so the inspector's default applies to it.
function withSection<K extends string>(
  field: FieldEditor<K>,
  section: InspectorSection | undefined,
): FieldEditor<K> {
  return section === undefined ? field : { ...field, section };
}

/** Creates an editor for a string key; an empty text removes the key unless `keepEmpty`. */
export function createStringField<K extends string>(
  key: K,
  label: string,
  { hint, section, keepEmpty = false }: FieldOptions & { keepEmpty?: boolean } = {},
): FieldEditor<K> {
  function StringField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <TextControl
        label={label}
        wireName={key}
        hint={hint}
        value={readText(value)}
        error={issueAt(key)}
        onChange={(text) => update({ [key]: text === '' && !keepEmpty ? undefined : text }, key)}
      />
    );
  }
  return withSection({ key, Editor: StringField }, section);
}

/** Creates an editor for a boolean key. */
export function createBooleanField<K extends string>(
  key: K,
  label: string,
  fallback: boolean,
  { hint, section }: FieldOptions = {},
): FieldEditor<K> {
  function BooleanField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <CheckControl
        label={label}
        wireName={key}
        hint={hint}
        checked={typeof value === 'boolean' ? value : fallback}
        error={issueAt(key)}
        onChange={(checked) => update({ [key]: checked })}
      />
    );
  }
  return withSection({ key, Editor: BooleanField }, section);
}

/** Creates an editor for a number key; an empty text removes the key. */
export function createNumberField<K extends string>(
  key: K,
  label: string,
  { hint, section }: FieldOptions = {},
): FieldEditor<K> {
  function NumberField({ element, update, issueAt }: FieldEditorProps) {
    const value = element[key];
    return (
      <TextControl
        label={label}
        wireName={key}
        hint={hint}
        type="number"
        value={typeof value === 'number' ? String(value) : ''}
        error={issueAt(key)}
        onChange={(text) => update({ [key]: text === '' ? undefined : Number(text) }, key)}
      />
    );
  }
  return withSection({ key, Editor: NumberField }, section);
}

function PlaceholderField({ element, update, issueAt }: FieldEditorProps) {
  const placeholder = element.placeholder as { text?: unknown } | undefined;
  return (
    <TextControl
      label="Placeholder"
      wireName="placeholder.text"
      hint="Grey example text inside the empty box; it is never sent."
      value={readText(placeholder?.text)}
      error={issueAt('placeholder')}
      onChange={(text) =>
        update({ placeholder: text === '' ? undefined : { ...placeholder, text } }, 'placeholder')
      }
    />
  );
}

/** The label editor every input element shares. */
export const labelField = createStringField('label', 'Label', {
  hint: 'The question shown above the field.',
  section: 'content',
});
/** The max lines editor of a text input. */
export const maxLinesField = createNumberField('maxLines', 'Max lines', {
  hint: '1 gives a one-line box; more gives a box that grows to that many lines.',
});
/** The placeholder editor of a text input. */
export const placeholderField: FieldEditor<'placeholder'> = {
  key: 'placeholder',
  Editor: PlaceholderField,
  section: 'content',
};
/** The "optional" flag editor of an input element. */
export const optionalField = createBooleanField('optional', 'Optional (may be left blank)', true, {
  hint: 'Untick to make an answer required before the form can be sent.',
  section: 'behaviour',
});

import type { BuiltInElementType } from '@chatforms/core';
import type { DraftElement } from '@chatforms/core/editing';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import {
  getFieldLabel,
  getFieldOptions,
  isRequiredField,
} from '../src/converters/large-form-fields.js';
import { type BenchMessage, exposeBenchPage, findNativeForm } from './bench-page.js';
import { renderReactChat } from './react-chat.js';

type Form = BenchMessage['data']['interactiveData'];

const dateInputTypes: Record<string, string> = {
  date: 'date',
  time: 'time',
  dateTime: 'datetime-local',
};

function readText(field: DraftElement, key: string): string | undefined {
  const value: unknown = (field as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function ChoiceGroup({ field, type }: { field: DraftElement; type: 'radio' | 'checkbox' }) {
  return (
    <fieldset>
      <legend>{getFieldLabel(field)}</legend>
      {getFieldOptions(field).map((option) => (
        <label key={option.value}>
          <input type={type} name={field.elementId} value={option.value} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function SelectControl({ field }: { field: DraftElement }) {
  return (
    <select
      id={field.elementId}
      name={field.elementId}
      required={isRequiredField(field)}
      defaultValue=""
    >
      <option value="" disabled>
        Choose…
      </option>
      {getFieldOptions(field).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function TextControl({ field }: { field: DraftElement }) {
  const maxLines = 'maxLines' in field && typeof field.maxLines === 'number' ? field.maxLines : 1;
  const props = { id: field.elementId, name: field.elementId, required: isRequiredField(field) };
  return maxLines > 1 ? <textarea {...props} rows={maxLines} /> : <input {...props} type="text" />;
}

function DateTimeControl({ field }: { field: DraftElement }) {
  return (
    <input
      id={field.elementId}
      name={field.elementId}
      type={dateInputTypes[readText(field, 'mode') ?? 'date']}
      min={readText(field, 'from')}
      max={readText(field, 'to')}
      required={isRequiredField(field)}
    />
  );
}

function Labelled({ field, children }: { field: DraftElement; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.elementId}>{getFieldLabel(field)}</label>
      {children}
    </div>
  );
}

/** Each element type in a form written by hand (native, uncontrolled); a type it lacks, nothing. */
const plainControls = {
  label: (field) => <p>{readText(field, 'text')}</p>,
  textInput: (field) => (
    <Labelled field={field}>
      <TextControl field={field} />
    </Labelled>
  ),
  button: () => null,
  checkbox: (field) => <ChoiceGroup field={field} type="checkbox" />,
  radio: (field) => <ChoiceGroup field={field} type="radio" />,
  dropdown: (field) => (
    <Labelled field={field}>
      <SelectControl field={field} />
    </Labelled>
  ),
  singleSelect: (field) => (
    <Labelled field={field}>
      <SelectControl field={field} />
    </Labelled>
  ),
  dateTime: (field) => (
    <Labelled field={field}>
      <DateTimeControl field={field} />
    </Labelled>
  ),
} satisfies Partial<Record<BuiltInElementType, (field: DraftElement) => ReactNode>>;

function PlainControl({ field }: { field: DraftElement }) {
  const render = (plainControls as Record<string, (field: DraftElement) => ReactNode>)[
    field.elementType
  ];
  return render?.(field) ?? null;
}

function PlainForm({ form }: { form: Form }) {
  return (
    <form method="dialog" noValidate onSubmit={(event) => event.preventDefault()}>
      <h3>{form.title}</h3>
      {form.formFields.map((field) => (
        <PlainControl key={field.elementId} field={field} />
      ))}
      <button type="submit">{form.submitElement.buttonText}</button>
    </form>
  );
}

exposeBenchPage<Form>({
  prepare: (message) => message.data.interactiveData,
  mountChat: (container, forms) =>
    renderReactChat(
      container,
      forms.map((form) => <PlainForm form={form} />),
    ),
  mount(container, form) {
    const root = createRoot(container);
    flushSync(() => root.render(<PlainForm form={form} />));
    return findNativeForm(container, () => root.unmount());
  },
});

import { useSyncExternalStore } from 'react';
import {
  type ChangeHandler,
  type ControllerFieldState,
  type ControllerRenderProps,
  type Field,
  type FieldError,
  type FieldValues,
  get,
  type UseFormReturn,
} from 'react-hook-form';

import { readChangedValue } from './read-changed-value.js';

/** A field's value, handlers and error, in the shape of react-hook-form's `useController`. */
export interface FieldBinding {
  field: ControllerRenderProps<FieldValues>;
  fieldState: Pick<ControllerFieldState, 'error'>;
}

/** What a field shows: the same object for as long as neither part changes. */
interface FieldSnapshot {
  value: unknown;
  error: FieldError | undefined;
}

type FieldHandlers = Pick<ControllerRenderProps<FieldValues>, 'onChange' | 'onBlur' | 'ref'>;

/** Where the fields of a live form read and write their values, and hear of changes. */
interface FieldSource {
  subscribe: (name: string, onChange: () => void) => () => void;
  read: (name: string) => FieldSnapshot;
  bind: (name: string) => FieldHandlers;
}

/** Keeps one snapshot per field, replaced only when its value or error changes. */
function createSnapshots(): (name: string, value: unknown, error?: FieldError) => FieldSnapshot {
  const snapshots = new Map<string, FieldSnapshot>();
  return (name, value, error) => {
    const kept = snapshots.get(name);
    if (kept !== undefined && kept.value === value && kept.error === error) return kept;
    const snapshot = { value, error };
    snapshots.set(name, snapshot);
    return snapshot;
  };
}

/**
 * The fields of a live form, over its react-hook-form instance: one subscription a field (where
 * `useController` keeps two, with a state and five effects), registered as `useController` registers.
 *
 * It reads `control._formValues`, `_formState` and `_fields` as `useController` itself does (the
 * react-hook-form versions its range admits today are both tested: 7.92 by the unit tests, 7.91 by
 * the consumer suite's app one minor version behind):
 * `getValues(name)` copies every value on each read, and no public call gives a field a focus
 * target without writing into it.
 */
export function createFormFieldSource(form: UseFormReturn<FieldValues>): FieldSource {
  const { control } = form;
  const snapshot = createSnapshots();
  const focusTargets = new Map<string, Field['_f']['ref']>();
  // The handler register() gives every field: it reads the field's name from the event.
  let dispatch: ChangeHandler | undefined;
  // reset() forgets every registered field: a field registers again before it is read or changed.
  const ensureRegistered = (name: string) => {
    let field = get(control._fields, name) as Field | undefined;
    if (field?._f === undefined || dispatch === undefined) {
      dispatch = control.register(name).onChange;
      field = get(control._fields, name) as Field | undefined;
    }
    const target = focusTargets.get(name);
    if (field?._f !== undefined && target !== undefined) field._f.ref = target;
  };
  const send = (name: string, type: 'change' | 'blur', value: unknown) => {
    ensureRegistered(name);
    return dispatch?.({ target: { name, value }, type });
  };
  return {
    subscribe: (name, onChange) =>
      form.subscribe({
        name,
        exact: true,
        formState: { values: true, errors: true },
        callback: () => {
          ensureRegistered(name);
          onChange();
        },
      }),
    read: (name) =>
      snapshot(
        name,
        get(control._formValues, name),
        get(control._formState.errors, name) as FieldError | undefined,
      ),
    bind: (name) => {
      ensureRegistered(name);
      return {
        onChange: (input: unknown) => send(name, 'change', readChangedValue(input)),
        onBlur: () => send(name, 'blur', get(control._formValues, name)),
        ref: (element: HTMLElement | null) => {
          if (element === null) return void focusTargets.delete(name);
          // What submit focuses on an error, as useController gives it: not the element itself,
          // which react-hook-form would write values into as if it were an uncontrolled input.
          const focus = () => element.focus();
          focusTargets.set(name, { focus } as unknown as Field['_f']['ref']);
          ensureRegistered(name);
        },
      };
    },
  };
}

/**
 * The hook that binds a field by name: over react-hook-form in a live form, to the values as they
 * stand in a static one. Both call the same hooks, so a static form turns live in place: its
 * fields take the live binding on their next render and keep their DOM.
 */
export type UseFieldBinding = (name: string) => FieldBinding;

/** Binds fields to a live form: value and error re-render the field alone when they change. */
export function createFormFieldBinding(form: UseFormReturn<FieldValues>): UseFieldBinding {
  const source = createFormFieldSource(form);
  // What each field's hook reads, made the first time a field of that name renders.
  const bound = new Map<
    string,
    { subscribe: (onChange: () => void) => () => void; handlers: FieldHandlers }
  >();
  return function useFormFieldBinding(name) {
    let field = bound.get(name);
    if (field === undefined) {
      field = {
        subscribe: (onChange) => source.subscribe(name, onChange),
        handlers: source.bind(name),
      };
      bound.set(name, field);
    }
    const read = () => source.read(name);
    const { value, error } = useSyncExternalStore(field.subscribe, read, read);
    return { field: { name, value, ...field.handlers }, fieldState: { error } };
  };
}

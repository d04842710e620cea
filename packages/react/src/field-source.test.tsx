import { act, renderHook } from '@testing-library/react';
import { type FieldValues, useForm } from 'react-hook-form';
import { expect, test, vi } from 'vitest';

import { createFormFieldBinding, createFormFieldSource } from './field-source.js';
import { createStaticFieldBinding } from './static-field-binding.js';

function renderForm() {
  const { result } = renderHook(() =>
    useForm<FieldValues>({ defaultValues: { name: '', channels: ['sms'] } }),
  );
  return { form: result.current, fields: createFormFieldSource(result.current) };
}

test('a bound field writes its changes into react-hook-form and tells its subscriber', async () => {
  const { form, fields } = renderForm();
  const handlers = fields.bind('name');
  const onChange = vi.fn();
  const unsubscribe = fields.subscribe('name', onChange);

  await act(() => handlers.onChange({ target: { type: 'text', value: 'Ada' } }));
  await act(() => fields.bind('channels').onChange(['email']));

  expect(form.getValues()).toEqual({ name: 'Ada', channels: ['email'] });
  expect(fields.read('name')).toEqual({ value: 'Ada', error: undefined });
  expect(onChange).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('a snapshot stays the same object until its value or error changes', async () => {
  const { form, fields } = renderForm();
  const first = fields.read('name');
  expect(fields.read('name')).toBe(first);

  await act(() => fields.bind('name').onChange('Ada'));
  const changed = fields.read('name');
  expect(changed).not.toBe(first);
  act(() => form.setError('name', { type: 'server', message: 'Taken' }));
  expect(fields.read('name')).toEqual({
    value: 'Ada',
    error: expect.objectContaining({ message: 'Taken' }),
  });
});

test('after reset a field registers again: its changes count and an error focuses it', async () => {
  const { form, fields } = renderForm();
  const input = document.createElement('input');
  document.body.append(input);
  const handlers = fields.bind('name');
  handlers.ref(input);
  const unsubscribe = fields.subscribe('name', () => undefined);

  act(() => form.reset({ name: '', channels: [] }));
  await act(() => handlers.onChange('Grace'));
  expect(form.getValues('name')).toBe('Grace');

  act(() => form.setError('name', { type: 'server', message: 'Taken' }, { shouldFocus: true }));
  expect(document.activeElement).toBe(input);
  unsubscribe();
  input.remove();
});

test('a static binding shows the values it was given, or their changes, and hands each change on by name as a value', () => {
  const handed: [string, unknown][] = [];
  const changes = new Map<string, unknown>([['plan', 'pro']]);
  const useStaticBinding = createStaticFieldBinding(
    { name: 'Ada', plan: 'basic' },
    changes,
    (name, value) => handed.push([name, value]),
  );
  const { result } = renderHook(() => [useStaticBinding('name'), useStaticBinding('plan')]);
  expect(result.current[0]?.field.value).toBe('Ada');
  expect(result.current[1]?.field.value).toBe('pro');
  act(() => result.current[0]?.field.onChange('Grace'));
  act(() => result.current[0]?.field.onChange({ target: { type: 'checkbox', checked: true } }));
  expect(result.current[0]?.fieldState.error).toBeUndefined();
  expect(handed).toEqual([
    ['name', 'Grace'],
    ['name', true],
  ]);
});

test('a field turns from the static binding to the live one in place, and then takes changes', async () => {
  const { form } = renderForm();
  const useStaticBinding = createStaticFieldBinding({ name: 'Ada' }, new Map(), () => undefined);
  const useLiveBinding = createFormFieldBinding(form);
  // The same hook instance calls one binding, then the other: React throws if their hooks differ.
  const { result, rerender } = renderHook(
    ({ live }) => (live ? useLiveBinding : useStaticBinding)('name'),
    {
      initialProps: { live: false },
    },
  );
  expect(result.current.field.value).toBe('Ada');
  rerender({ live: true });
  expect(result.current.field.value).toBe('');
  await act(() => result.current.field.onChange('Grace'));
  expect(result.current.field.value).toBe('Grace');
  expect(form.getValues('name')).toBe('Grace');
});

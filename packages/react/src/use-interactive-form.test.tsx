import { createTextInputElement } from '@chatforms/core';
import { completedFormMessage, surveyMessage, unrenderableMessage } from '@chatforms/fixtures';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { ButtonField } from './elements/button/button-field.js';
import { TextInputField } from './elements/text-input/text-input-field.js';
import { InteractiveFormProvider } from './interactive-form-provider.js';
import { createTestMessage } from './test-support/create-test-message.js';
import { useInteractiveForm } from './use-interactive-form.js';

test('parses the message and starts the form on its defaults', () => {
  const { result } = renderHook(() => useInteractiveForm(surveyMessage));
  expect(result.current.message?.data.interactiveData.title).toBe('Quick survey');
  expect(result.current.issues).toEqual([]);
  expect(result.current.form.getValues()).toEqual({
    name: '',
    channels: ['friend'],
    plan: '',
    recommend: '',
    comments: '',
  });
  expect(result.current.isComplete).toBe(false);
});

test('gives the issues and no message for a message it cannot render', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { result } = renderHook(() => useInteractiveForm(unrenderableMessage));
  expect(result.current.message).toBeUndefined();
  // The unsafe link alone would only disable its button; the empty options refuse the form.
  expect(result.current.issues.map((issue) => issue.code)).toEqual(['too_small']);
  vi.restoreAllMocks();
});

test('honours the interactions already on the message', () => {
  const { result } = renderHook(() => useInteractiveForm(completedFormMessage));
  expect(result.current.interactions).toEqual([{ elementId: 'rate', interactedAt: 1764000000 }]);
  expect(result.current.isComplete).toBe(true);
  expect(result.current.hasCompletedHere).toBe(false);
});

test('runs the submit button headlessly: validates, submits, records the interaction', async () => {
  const onSubmit = vi.fn();
  const onInteraction = vi.fn();
  const message = createTestMessage([
    createTextInputElement({ elementId: 'name', optional: false, label: 'Name' }),
  ]);
  const { result } = renderHook(() => useInteractiveForm(message, { onSubmit, onInteraction }));
  const submit = message.data.interactiveData.submitElement;
  await act(() => result.current.pressButton(submit));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(result.current.form.getFieldState('name').error?.message).toBe('This field is required');
  act(() => result.current.form.setValue('name', 'Ada'));
  await act(() => result.current.pressButton(submit));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { name: 'Ada' } }));
  expect(onInteraction).toHaveBeenCalledWith('send');
  expect(result.current.interactions.map((interaction) => interaction.elementId)).toEqual(['send']);
  expect(result.current.isComplete).toBe(true);
  expect(result.current.hasCompletedHere).toBe(true);
  expect(result.current.getButtonState(submit)).toEqual({
    status: 'succeeded',
    error: undefined,
    disabled: true,
  });
});

test('lets the element components be composed into a layout of your own', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const name = createTextInputElement({ elementId: 'name', label: 'Name' });
  const message = createTestMessage([name]);
  function MyLayout() {
    const controller = useInteractiveForm(message, { onSubmit });
    return (
      <InteractiveFormProvider controller={controller}>
        <section aria-label="Custom layout">
          <TextInputField element={name} readOnly={false} />
          <ButtonField element={message.data.interactiveData.submitElement} readOnly={false} />
        </section>
      </InteractiveFormProvider>
    );
  }
  render(<MyLayout />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ values: { name: 'Ada' } }));
});

test('explains the mistake when an element component is used outside a form', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const name = createTextInputElement({ elementId: 'name', label: 'Name' });
  expect(() => render(<TextInputField element={name} readOnly={false} />)).toThrow(
    'useElementField must be used inside <InteractiveForm>',
  );
  vi.restoreAllMocks();
});

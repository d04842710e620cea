// Each test starts with fresh modules, so with the live form's code (react-hook-form and the
// controller) not yet loaded, as in an app before a form's mount asks for it
// (load-live-form-code.ts).
import {
  createCheckboxElement,
  createDropdownElement,
  createRadioElement,
  createTextInputElement,
  type FormValues,
} from '@chatforms/core';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import type * as interactiveForm from './interactive-form.js';
import { createFetchStub, createTestMessage } from './test-support/create-test-message.js';

let InteractiveForm: typeof interactiveForm.InteractiveForm;
beforeEach(async () => {
  vi.resetModules();
  vi.doUnmock('./live-form.js');
  ({ InteractiveForm } = await import('./interactive-form.js'));
});

const fields = [
  createTextInputElement({ elementId: 'name', label: 'Name' }),
  createDropdownElement({
    elementId: 'plan',
    label: 'Plan',
    options: [
      { value: 'basic', label: 'Basic' },
      { value: 'pro', label: 'Pro' },
    ],
  }),
  createCheckboxElement({
    elementId: 'extras',
    label: 'Extras',
    options: [
      { value: 'parking', label: 'Parking' },
      { value: 'lunch', label: 'Lunch' },
    ],
  }),
  createRadioElement({
    elementId: 'seat',
    label: 'Seat',
    options: [
      { value: 'window', label: 'Window' },
      { value: 'aisle', label: 'Aisle' },
    ],
  }),
];

function findRoot(container: HTMLElement) {
  return container.querySelector('.chatforms') as HTMLElement;
}

function readSentValues(requests: { init: RequestInit }[]): FormValues {
  const sent = JSON.parse(String(requests[0]?.init.body)) as { data: { formData: FormValues } };
  return sent.data.formData;
}

/** Holds the live form's chunk back until `arrive` is called. */
function holdLiveFormCode() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./live-form.js', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  return arrive;
}

test('what is typed, chosen and checked before the live form arrives is kept, with the focus and caret, and sent', async () => {
  const arrive = holdLiveFormCode();
  const user = userEvent.setup();
  const { fetch, requests } = createFetchStub();
  const { container } = render(
    <InteractiveForm message={createTestMessage(fields)} fetch={fetch} />,
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'pro');
  await user.click(screen.getByRole('checkbox', { name: 'Lunch' }));
  await user.click(screen.getByRole('radio', { name: 'Aisle' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Ada');
  // Still the static form: the reader's input is on screen, not lost to React's controlled values.
  expect(findRoot(container)).toHaveAttribute('data-static');
  expect(name).toHaveValue('Ada');
  expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('pro');
  expect(screen.getByRole('checkbox', { name: 'Lunch' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Aisle' })).toBeChecked();

  arrive();
  await waitFor(() => expect(findRoot(container)).not.toHaveAttribute('data-static'));
  expect(name).toHaveFocus();
  expect(name).toHaveValue('Ada');
  expect((name as HTMLInputElement).selectionStart).toBe(3);
  await user.type(name, '!');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(readSentValues(requests)).toMatchObject({
    name: 'Ada!',
    plan: 'pro',
    extras: ['lunch'],
    seat: 'aisle',
  });
});

test('a live form whose code fails to load keeps what was typed, says so, and loads again at the next interaction', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.doMock('./live-form.js', () => {
    throw new Error('offline');
  });
  const user = userEvent.setup();
  const { fetch, requests } = createFetchStub();
  const { container } = render(
    <InteractiveForm message={createTestMessage(fields)} fetch={fetch} />,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Ada');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong. Your answers are kept; try again.',
  );
  expect(error).toHaveBeenCalledWith(
    '[chatforms]',
    'the live form could not be loaded',
    expect.any(Error),
  );
  expect(findRoot(container)).toHaveAttribute('data-static');
  expect(name).toHaveValue('Ada');

  vi.doUnmock('./live-form.js');
  await user.type(name, '!');
  await waitFor(() => expect(findRoot(container)).not.toHaveAttribute('data-static'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(name).toHaveValue('Ada!');
  expect(name).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(readSentValues(requests)).toMatchObject({ name: 'Ada!' });
  error.mockRestore();
});

test('a form live from its first render shows the loading line until its code arrives, then the live form', async () => {
  const arrive = holdLiveFormCode();
  const { container } = render(
    <InteractiveForm message={createTestMessage(fields)} offscreen="live" />,
  );
  expect(findRoot(container)).toHaveAttribute('data-view', 'loading');
  arrive();
  await waitFor(() => expect(findRoot(container)).toHaveAttribute('data-view', 'form'));
  expect(findRoot(container)).not.toHaveAttribute('data-static');
});

import { createButtonElement, createUrlNavigationAction } from '@chatforms/core';
import { readWildSample } from '@chatforms/fixtures/wild';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { createTestMessage } from './test-support/create-test-message.js';

afterEach(() => vi.restoreAllMocks());

function readSample(
  name: 'sample-app-form-empty-submit-url' | 'sample-app-date-time-default-before-from',
) {
  return JSON.parse(readWildSample(name)) as unknown;
}

test('renders the sample app form with all 7 fields and its empty-url submit disabled with the reason shown', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = render(
    <InteractiveForm message={readSample('sample-app-form-empty-submit-url')} />,
  );

  expect(container.firstElementChild).toHaveAttribute('data-view', 'form');
  expect(screen.getByRole('textbox', { name: /Given name/ })).toHaveValue('Mira');
  expect(screen.getByRole('textbox', { name: /Family name/ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Flat/ })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Block/ })).toHaveValue('north');
  expect(screen.getByRole('checkbox', { name: 'Waste' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'About us' })).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(submit).toHaveAccessibleDescription(/url "" is not an absolute URL/);
  expect(screen.getByText(/This button cannot be used: url ""/)).toBeVisible();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('is shown but cannot be used'));
});

test('never runs the action of a button kept with an unusable url', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const onNavigate = vi.fn();
  const onInteraction = vi.fn();
  const message = createTestMessage([
    createButtonElement({
      elementId: 'rules',
      buttonText: 'House rules',
      action: createUrlNavigationAction({ url: 'https://example.org/rules' }),
    }),
  ]);
  Object.assign(message.data.interactiveData.formFields[0]!, {
    action: { actionType: 'urlNavigation', url: 'javascript:alert(1)' },
  });
  render(
    <InteractiveForm message={message} onNavigate={onNavigate} onInteraction={onInteraction} />,
  );

  const button = screen.getByRole('button', { name: 'House rules' });
  await userEvent.click(button);

  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText(/This button cannot be used/)).toBeVisible();
  expect(onNavigate).not.toHaveBeenCalled();
  expect(onInteraction).not.toHaveBeenCalled();
});

test('renders the sample whose dateTime default is before from, with that default dropped', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = render(
    <InteractiveForm message={readSample('sample-app-date-time-default-before-from')} />,
  );

  expect(container.firstElementChild).toHaveAttribute('data-view', 'form');
  expect(screen.getByLabelText(/^Date and time/)).toHaveValue('');
  expect(screen.getByLabelText(/^Date\b(?! and)/)).toHaveValue('2024-01-11');
  expect(screen.getByLabelText(/^Time/)).toHaveValue('14:55');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the default is dropped'));
});

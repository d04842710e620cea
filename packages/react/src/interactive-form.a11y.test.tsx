import {
  appointmentMessage,
  everyElementMessage,
  orderConfirmationMessage,
  unrenderableMessage,
  validMessages,
} from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { findAxeViolations } from './test-support/axe.js';
import { createFetchStub } from './test-support/create-test-message.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('the axe check finds a violation when there is one', async () => {
  const { container } = render(<input type="text" />);
  expect(await findAxeViolations(container)).not.toEqual([]);
});

describe.each(['light', 'dark'] as const)('given the %s theme', (theme) => {
  test.each(Object.entries(validMessages))(
    'the %s message has no axe violation',
    async (_name, message) => {
      const { container } = render(<InteractiveForm message={message} theme={theme} />);
      expect(await findAxeViolations(container)).toEqual([]);
    },
  );

  test('every element filled in has no axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(<InteractiveForm message={everyElementMessage} theme={theme} />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.click(screen.getByRole('checkbox', { name: 'Lift' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('radio', { name: 'B Wing' }));
    await user.type(screen.getByLabelText(/Move-in date/), '2026-05-01');
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('every element invalid has no axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <InteractiveForm
        message={everyElementMessage}
        theme={theme}
        fetch={createFetchStub().fetch}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText(/required|Choose/).length).toBeGreaterThanOrEqual(4);
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test.each(['ar', 'he', 'ja'])(
    'every element invalid in the %s locale, with its lang and dir, has no axe violation',
    async (locale) => {
      const user = userEvent.setup();
      const { container } = render(
        <InteractiveForm
          message={everyElementMessage}
          theme={theme}
          locale={locale}
          fetch={createFetchStub().fetch}
        />,
      );
      // The time zone note is a built-in text: once it is not English, the language has loaded.
      await vi.waitFor(() => expect(screen.queryByText(/^Time zone:/)).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const root = container.firstElementChild;
      expect(root).toHaveAttribute('lang', locale);
      expect(root).toHaveAttribute('dir', locale === 'ja' ? 'ltr' : 'rtl');
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(await findAxeViolations(container)).toEqual([]);
    },
  );

  test('every element read-only has no axe violation', async () => {
    const { container } = render(
      <InteractiveForm message={everyElementMessage} theme={theme} readOnly />,
    );
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('the sender view has no axe violation', async () => {
    const message = { ...everyElementMessage, sender: 'uid-me' };
    const { container } = render(
      <InteractiveForm message={message} theme={theme} currentUserId="uid-me" />,
    );
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('a busy button has no axe violation', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const { container } = render(
      <InteractiveForm message={appointmentMessage} theme={theme} fetch={fetch} />,
    );
    await user.type(screen.getByLabelText(/Patient name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-busy', 'true');
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('a failed action with its retry and server field messages has no axe violation', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(422, { errors: { patient: 'Unknown patient' } });
    const { container } = render(
      <InteractiveForm message={appointmentMessage} theme={theme} fetch={stub.fetch} />,
    );
    await user.type(screen.getByLabelText(/Patient name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByText('Unknown patient');
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('succeeded and failed buttons have no axe violation', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failingHandler = () => Promise.reject(new Error('the café is offline'));
    const { container } = render(
      <InteractiveForm
        message={orderConfirmationMessage}
        theme={theme}
        onCustomAction={failingHandler}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    await user.click(screen.getByRole('button', { name: 'Talk to a barista' }));
    await screen.findByRole('alert');
    expect(error).toHaveBeenCalledWith('[chatforms]', new Error('the café is offline'));
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('the completion view reached by a submit has no axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <InteractiveForm
        message={validMessages.groupPoll}
        theme={theme}
        fetch={createFetchStub().fetch}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Ramen bar' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByText(/Vote counted/);
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('the fallback of an unrenderable message has no axe violation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<InteractiveForm message={unrenderableMessage} theme={theme} />);
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('a far form in its static view has no axe violation', async () => {
    // An observer that never reports: the form stays static, as one far up a chat history does.
    class FarIntersectionObserver {
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FarIntersectionObserver);
    const { container } = render(
      <InteractiveForm message={everyElementMessage} theme={theme} offscreen="static" />,
    );
    expect(container.querySelector('.chatforms')).toHaveAttribute('data-static');
    expect(await findAxeViolations(container)).toEqual([]);
  });

  test('a right-to-left form has no axe violation', async () => {
    const { container } = render(
      <InteractiveForm message={everyElementMessage} theme={theme} dir="rtl" />,
    );
    expect(await findAxeViolations(container)).toEqual([]);
  });
});

test('a failed submit focuses the first invalid field once its error is there to be read with it', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={everyElementMessage} fetch={createFetchStub().fetch} />);
  const name = screen.getByRole('textbox', { name: 'Full name' });
  // What a screen reader reads on focus: the field's description as it stands at that moment.
  const readOnFocus: string[] = [];
  name.addEventListener('focus', () => {
    const ids = name.getAttribute('aria-describedby')?.split(' ') ?? [];
    readOnFocus.push(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(name).toHaveFocus();
  expect(readOnFocus).toEqual([expect.stringMatching(/required/i)]);
});

test('a failed submit moves focus in the commit that shows the error, before the browser can paint', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <InteractiveForm message={everyElementMessage} fetch={createFetchStub().fetch} />,
  );
  const name = screen.getByRole('textbox', { name: 'Full name' });
  // Mutation records arrive in a microtask after the commit: focus moved during the commit
  // finds none yet; focus moved a task later (as react-hook-form's setFocus does) finds them.
  let errorsDelivered = false;
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node instanceof Element && node.matches('.chatforms-error')))
      errorsDelivered = true;
  });
  observer.observe(container, { childList: true, subtree: true });
  const deliveredOnFocus: boolean[] = [];
  name.addEventListener('focus', () => deliveredOnFocus.push(errorsDelivered));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  observer.disconnect();
  expect(name).toHaveFocus();
  expect(errorsDelivered).toBe(true);
  expect(deliveredOnFocus).toEqual([false]);
});

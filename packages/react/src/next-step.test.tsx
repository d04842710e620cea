import { createTextInputElement, writeNextStep } from '@chatforms/core';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from './interactive-form.js';
import { defaultMessages } from './messages.js';
import {
  createFetchStub,
  createTestMessage,
  createTestSubmit,
} from './test-support/create-test-message.js';

afterEach(() => {
  vi.restoreAllMocks();
});

// Both steps are one message edited in place (same id) and share the field `note`, so only a
// new form keeps the first step's text out of the second.
const firstStep = {
  ...createTestMessage([createTextInputElement({ elementId: 'note', label: 'Service' })], {
    title: 'Pick a service',
  }),
  id: '900',
};
const secondStep = {
  ...createTestMessage(
    [
      createTextInputElement({ elementId: 'note', label: 'Note for the stylist' }),
      createTextInputElement({ elementId: 'slot', label: 'Slot' }),
    ],
    { title: 'Pick a slot', submitElement: createTestSubmit({ elementId: 'book' }) },
  ),
  id: '900',
};

describe('given an answer that carries the next step', () => {
  test('shows it in place as a new form: its title focused, its fields empty, "Sent." announced', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200, writeNextStep({ ok: true }, secondStep));
    const onInteraction = vi.fn();
    const onNextStep = vi.fn();
    render(
      <InteractiveForm
        message={firstStep}
        fetch={stub.fetch}
        onInteraction={onInteraction}
        onNextStep={onNextStep}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    const title = await screen.findByText('Pick a slot');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByText('Pick a service')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note for the stylist' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Slot' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(defaultMessages.sent));
    expect(onInteraction).toHaveBeenCalledWith('send');
    expect(onNextStep).toHaveBeenCalledWith(secondStep);

    // The new form is live and sends its own values only.
    await user.type(screen.getByRole('textbox', { name: 'Slot' }), 'Monday 10:00{Enter}');
    await waitFor(() => expect(stub.requests).toHaveLength(2));
    const body = JSON.parse(String(stub.requests[1]?.init.body)) as {
      data: { formData: unknown; interactedElementId: string };
    };
    expect(body.data.formData).toEqual({ slot: 'Monday 10:00' });
    expect(body.data.interactedElementId).toBe('book');
  });

  test('shows the host’s own message again once the host passes a newer one', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200, writeNextStep({}, secondStep));
    const edited = { ...firstStep, data: { ...firstStep.data } };
    let showEdited = () => {};
    function Host() {
      const [message, setMessage] = useState<object>(firstStep);
      showEdited = () => setMessage(edited);
      return <InteractiveForm message={message} fetch={stub.fetch} />;
    }
    render(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    await screen.findByText('Pick a slot');
    showEdited();
    expect(await screen.findByText('Pick a service')).toBeVisible();
  });

  test('takes the next step from onSubmit as from a server', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={firstStep} onSubmit={() => ({ next: secondStep })} />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    await waitFor(() => expect(screen.getByText('Pick a slot')).toHaveFocus());
  });

  test('reports what lenient reading changed in the next step once, in development', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const withUnknown = {
      ...secondStep,
      data: {
        ...secondStep.data,
        interactiveData: {
          ...secondStep.data.interactiveData,
          formFields: [
            ...secondStep.data.interactiveData.formFields,
            { elementType: 'signature', elementId: 'sign' },
          ],
        },
      },
    };
    const stub = createFetchStub(200, writeNextStep({}, withUnknown));
    render(<InteractiveForm message={{ ...firstStep, id: '902' }} fetch={stub.fetch} />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    await waitFor(() => expect(screen.getByText('Pick a slot')).toHaveFocus());
    const reports = warn.mock.calls.filter(([text]) =>
      String(text).includes('/data/interactiveData/formFields/2'),
    );
    expect(reports).toHaveLength(1);
  });
});

describe('given an answer whose next step cannot be shown', () => {
  test('keeps the form and every value typed, says so, and tells the developer why', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { data: { interactiveData: { title: 'Pick a slot', formFields: 'none' } } };
    const stub = createFetchStub(200, writeNextStep({ ok: true }, broken));
    const onNextStep = vi.fn();
    render(<InteractiveForm message={firstStep} fetch={stub.fetch} onNextStep={onNextStep} />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.actionFailed);
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('Haircut');
    expect(screen.getByText('Pick a service')).toBeVisible();
    expect(onNextStep).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[chatforms\] The server's next step cannot be shown.*\/formFields/),
    );
  });

  test('fails on a chatforms key that is not an object with a next message', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stub = createFetchStub(200, { chatforms: 'next' });
    // Another message: the one above keeps the text it was not allowed to leave in page memory.
    render(<InteractiveForm message={{ ...firstStep, id: '901' }} fetch={stub.fetch} />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Haircut{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.actionFailed);
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('Haircut');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/chatforms: chatforms must be'));
  });
});

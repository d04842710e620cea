import { createDateTimeElement, createTextInputElement } from '@chatforms/core';
import { convertDateTimeValue } from '@chatforms/core/date-time';
import { surveyMessage } from '@chatforms/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../interactive-form.js';
import { defaultMessages } from '../messages.js';
import { createFetchStub, createTestMessage } from '../test-support/create-test-message.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Fills the survey and sends it to a server that answers 500, until its message shows. */
async function sendFilledSurveyToFailingServer() {
  const user = userEvent.setup();
  const stub = createFetchStub(500, { message: 'down' });
  render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
  await fillSurvey(user);
  await user.click(screen.getByRole('button', { name: 'Send answers' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.requestFailed(500));
  return { user, stub };
}

async function fillSurvey(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Your plan' }), 'Team');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

describe('given an apiAction', () => {
  test("sends the web kit's envelope by default: who pressed which button of which message, and the values", async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    const onInteraction = vi.fn();
    const received = {
      ...surveyMessage,
      id: '501',
      conversationId: 'alice_user_bob',
      sender: 'alice',
    };
    render(
      <InteractiveForm
        message={received}
        appId="app-1"
        region="eu"
        currentUserId="cometchat-uid-2"
        fetch={stub.fetch}
        onInteraction={onInteraction}
      />,
    );
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thanks, your answers are in.');
    const [request] = stub.requests;
    expect(request?.url).toBe('https://example.org/api/survey');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(request?.init.body))).toEqual({
      payload: { surveyId: 'q4-2026' },
      trigger: 'ui_message_interacted',
      appID: 'app-1',
      region: 'eu',
      data: {
        conversationId: 'alice_user_bob',
        sender: 'alice',
        receiver: 'cometchat-uid-2',
        receiverType: 'user',
        messageCategory: 'interactive',
        messageType: 'form',
        messageId: '501',
        interactedBy: 'cometchat-uid-2',
        interactionTimezoneCode: new Intl.DateTimeFormat().resolvedOptions().timeZone,
        interactedElementId: 'submit',
        // The untouched optional comments field is left out, as the kit leaves it out.
        formData: { name: 'Ada', channels: ['friend'], plan: 'team', recommend: 'yes' },
      },
    });
    expect(onInteraction).toHaveBeenCalledWith('submit');
  });

  test('sends {...payload, [dataKey]: values} when bodyFormat is dataKey', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    render(<InteractiveForm message={surveyMessage} bodyFormat="dataKey" fetch={stub.fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thanks, your answers are in.');
    expect(JSON.parse(String(stub.requests[0]?.init.body))).toEqual({
      surveyId: 'q4-2026',
      formData: { name: 'Ada', channels: ['friend'], plan: 'team', recommend: 'yes', comments: '' },
    });
  });

  test('sends a dateTime as the same instant in the reader’s zone, beside that zone', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    const readerZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const message = createTestMessage([
      createDateTimeElement({
        elementId: 'when',
        label: 'When',
        mode: 'dateTime',
        optional: false,
        timezoneCode: 'Asia/Kolkata',
        dateTimeFormat: 'dd/MM/yyyy HH:mm',
      }),
    ]);
    render(<InteractiveForm message={message} fetch={stub.fetch} />);
    await user.type(screen.getByLabelText(/When/), '2026-05-01T20:00');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    const { data } = JSON.parse(String(stub.requests[0]?.init.body));
    expect(data.interactionTimezoneCode).toBe(readerZone);
    expect(data.formData.when).toBe(
      convertDateTimeValue(
        '2026-05-01T20:00',
        { mode: 'dateTime', timeZone: 'Asia/Kolkata' },
        readerZone,
      ),
    );
  });

  test('calls the global fetch unbound when no fetch is given, as browsers require', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    // Chromium throws "Illegal invocation" when window.fetch runs with another object as `this`.
    vi.stubGlobal('fetch', function (this: unknown, url: string) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      requests.push(url);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    render(<InteractiveForm message={surveyMessage} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thanks, your answers are in.');
    expect(requests).toEqual(['https://example.org/api/survey']);
  });

  test("calls a fetch given as a prop unbound, so the host can pass window's own fetch", async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    // Like `fetch={window.fetch}` in Chromium: called with any other `this`, it throws.
    const windowFetch = function (this: unknown, url: string) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      requests.push(url);
      return Promise.resolve(new Response('{}', { status: 200 }));
    } as typeof globalThis.fetch;
    render(<InteractiveForm message={surveyMessage} fetch={windowFetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thanks, your answers are in.');
    expect(requests).toEqual(['https://example.org/api/survey']);
  });

  test('reports why a request could not be sent to the developer, with its cause', async () => {
    const user = userEvent.setup();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError('Illegal invocation');
    const fetch = vi.fn().mockRejectedValue(cause);
    render(<InteractiveForm message={surveyMessage} fetch={fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.networkError);
    expect(report).toHaveBeenCalledWith(
      '[chatforms]',
      'The apiAction request to https://example.org/api/survey failed:',
      cause,
    );
  });

  test('sends nothing while a field is invalid, and announces how many need attention', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(stub.requests).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('3 fields need your attention.');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  });

  test('shows no progress for a press on invalid fields, and takes the next press', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
    const button = screen.getByRole('button', { name: 'Send answers' });
    const states: (string | null)[] = [];
    const observer = new MutationObserver(() => states.push(button.getAttribute('data-state')));
    observer.observe(button, { attributes: true, attributeFilter: ['data-state', 'aria-busy'] });
    await user.click(button);
    observer.disconnect();
    expect(states).toEqual([]);
    expect(button).not.toHaveAttribute('aria-busy');
    await fillSurvey(user);
    await user.click(button);
    await waitFor(() => expect(stub.requests).toHaveLength(1));
  });

  test('clears a failed request’s message when the retry finds a field invalid', async () => {
    const { user, stub } = await sendFilledSurveyToFailingServer();
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText(defaultMessages.requestFailed(500))).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.requestFailed(500));
    expect(stub.requests).toHaveLength(2);
  });

  test('keeps every value and offers a retry when the server answers 500', async () => {
    await sendFilledSurveyToFailingServer();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: 'Your plan' })).toHaveValue('team');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('keeps every value and explains a network error', async () => {
    const user = userEvent.setup();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<InteractiveForm message={surveyMessage} fetch={fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.networkError);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
    expect(report).toHaveBeenCalledOnce();
  });

  test('aborts the request after requestTimeoutMs and says it took too long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const message = createTestMessage([createTextInputElement({ elementId: 'a', label: 'A' })]);
    render(<InteractiveForm message={message} fetch={fetch} requestTimeoutMs={5000} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.timeout);
    vi.useRealTimers();
  });

  test('gives the request 15 seconds by default', async () => {
    const user = userEvent.setup();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const message = createTestMessage([createTextInputElement({ elementId: 'a', label: 'A' })]);
    render(<InteractiveForm message={message} fetch={fetch} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fetch).toHaveBeenCalled();
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 15_000);
  });

  test('aborts the request when the form unmounts', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const message = createTestMessage([createTextInputElement({ elementId: 'a', label: 'A' })]);
    const { unmount } = render(<InteractiveForm message={message} fetch={fetch} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  test('shows the messages of a 4xx {"errors": {...}} answer under their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(422, {
      errors: { plan: 'Team plans are sold out', name: 'Use your full name', nope: 'ignored' },
    });
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.fieldsRejected);
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAccessibleDescription('Use your full name');
    expect(name).toHaveValue('Ada');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Your plan' })).toHaveAccessibleDescription(
      'Team plans are sold out',
    );
    expect(screen.queryByText('ignored')).toBeNull();
  });

  test('clears a server message once the reader changes that field', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(400, { errors: { name: 'Use your full name' } });
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Use your full name');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), ' Lovelace');
    expect(screen.queryByText('Use your full name')).toBeNull();
  });

  test('shows the status for a 4xx answer without field messages', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(403, { error: { code: 'AUTH_ERR' } });
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.requestFailed(403));
  });

  test('hands the submission to onSubmit instead of sending a request when one is given', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub();
    const onSubmit = vi.fn();
    render(<InteractiveForm message={surveyMessage} fetch={stub.fetch} onSubmit={onSubmit} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Thanks, your answers are in.');
    expect(stub.requests).toHaveLength(0);
    const [submission] = onSubmit.mock.calls[0]!;
    expect(submission.values).toMatchObject({ name: 'Ada', plan: 'team' });
    expect(submission.element.elementId).toBe('submit');
    expect(submission.action).toMatchObject({ actionType: 'apiAction', dataKey: 'formData' });
    expect(submission.message.data.interactiveData.title).toBe('Quick survey');
    expect(submission.signal).toBeInstanceOf(AbortSignal);
  });

  test('shows the errors onSubmit answers under their fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ errors: { name: 'Taken' } });
    render(<InteractiveForm message={surveyMessage} onSubmit={onSubmit} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(screen.queryByText('Thanks, your answers are in.')).toBeNull();
  });

  test('keeps every value when onSubmit throws', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn().mockRejectedValue(new Error('boom'));
    render(<InteractiveForm message={surveyMessage} onSubmit={onSubmit} />);
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.actionFailed);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
  });

  test('says the chat could not record a sent answer, and a retry only reports it', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub(200);
    const onInteraction = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    render(
      <InteractiveForm message={surveyMessage} fetch={stub.fetch} onInteraction={onInteraction} />,
    );
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.interactionFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Thanks, your answers are in.');
    expect(stub.requests).toHaveLength(1);
    expect(onInteraction).toHaveBeenCalledTimes(2);
  });
});

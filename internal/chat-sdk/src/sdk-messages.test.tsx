import { parseFormMessage } from '@chatforms/core';
import { InteractiveForm, loadElementComponents } from '@chatforms/react';
import { CometChat } from '@cometchat/chat-sdk-javascript';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { createSdkMessages, sdkSampleNames, senderId } from './sdk-messages.js';

afterEach(() => vi.restoreAllMocks());

const messages = await createSdkMessages();
// The every-element sample holds a number and a rating, whose fields load on demand in an app: a
// synchronous render here must find them loaded, as a server render awaits them first.
await loadElementComponents();

/** The three forms a UI may hold an SDK message in. */
function listForms(message: CometChat.BaseMessage): [string, unknown][] {
  return [
    ['SDK object', message],
    ['JSON copy', JSON.parse(JSON.stringify(message))],
    ['getRawMessage()', message.getRawMessage()],
  ];
}

test('the SDK builds an InteractiveMessage of every sample record', () => {
  expect(messages.map(({ name }) => name)).toEqual([...sdkSampleNames]);
  for (const { name, message } of messages) {
    expect(message, name).toBeInstanceOf(CometChat.InteractiveMessage);
    expect(message.getSender(), name).toBeInstanceOf(CometChat.User);
    expect(typeof message.getReceiver(), name).toBe('object');
  }
});

test('parses every SDK message as an object, as its JSON copy and as getRawMessage()', () => {
  for (const { name, message } of messages) {
    const receiver = message.getReceiver() as CometChat.User | CometChat.Group;
    const receiverId = receiver instanceof CometChat.Group ? receiver.getGuid() : receiver.getUid();
    for (const [form, input] of listForms(message)) {
      const result = parseFormMessage(input, { mode: 'lenient' });
      if (!result.success) throw new Error(`${name} ${form}: ${JSON.stringify(result.issues)}`);
      expect(result.data.receiver, `${name} ${form}`).toBe(receiverId);
      expect(result.data.data.interactiveData.formFields.length, `${name} ${form}`).toBeGreaterThan(
        0,
      );
    }
  }
});

test('parses an SDK message strictly, apart from the empty url the sample app record carries', () => {
  for (const { name, message } of messages) {
    const result = parseFormMessage(message);
    const codes = result.success ? [] : result.issues.map((issue) => issue.code);
    expect(codes, name).toEqual(name === 'sampleAppRecord' ? ['invalid_url'] : []);
  }
});

test('renders every SDK message as an object, as its JSON copy and as getRawMessage()', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const { name, message } of messages) {
    const title = (message as CometChat.InteractiveMessage).getInteractiveData() as {
      title?: string;
    };
    for (const [form, input] of listForms(message)) {
      const { container, unmount } = render(<InteractiveForm message={input} />);
      const view = container.firstElementChild?.getAttribute('data-view');
      expect(view, `${name} ${form}`).not.toBe('fallback');
      if (title.title !== undefined)
        expect(screen.getAllByText(title.title).length).toBeGreaterThan(0);
      unmount();
    }
  }
});

test('shows the form read-only to its sender, whom the SDK gives as a User object', () => {
  const { message } = messages.find(({ name }) => name === 'survey')!;
  render(<InteractiveForm message={message} currentUserId={senderId} />);
  expect(screen.getByText('You sent this form, so you cannot fill it in.')).toBeInTheDocument();
});

import {
  type ButtonAction,
  createDeepLinkAction,
  createUrlNavigationAction,
} from '@chatforms/core';
import { orderConfirmationMessage } from '@chatforms/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../interactive-form.js';
import { defaultMessages } from '../messages.js';
import { createTestMessage, createTestSubmit } from '../test-support/create-test-message.js';
import { type ActionContext, runAction } from './run-action.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given the other action types', () => {
  test('urlNavigation opens a new tab with noopener and noreferrer, and counts as an interaction', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onInteraction = vi.fn();
    render(<InteractiveForm message={orderConfirmationMessage} onInteraction={onInteraction} />);
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(open).toHaveBeenCalledWith(
      'https://example.org/orders/4711',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onInteraction).toHaveBeenCalledWith('track');
  });

  test('urlNavigation goes through onNavigate when the host gives one', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onNavigate = vi.fn();
    render(<InteractiveForm message={orderConfirmationMessage} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(onNavigate).toHaveBeenCalledWith(
      'https://example.org/orders/4711',
      expect.objectContaining({ elementId: 'track' }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  test('deepLinkAction hands its URL to onDeepLink without validating the form', async () => {
    const user = userEvent.setup();
    const onDeepLink = vi.fn();
    const onInteraction = vi.fn();
    render(
      <InteractiveForm
        message={orderConfirmationMessage}
        onDeepLink={onDeepLink}
        onInteraction={onInteraction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open in app' }));
    expect(onDeepLink).toHaveBeenCalledWith(
      'coffeeapp://orders/4711',
      expect.objectContaining({ elementId: 'openApp' }),
    );
    expect(onInteraction).toHaveBeenCalledWith('openApp');
  });

  test('deepLinkAction navigates when the host has no onDeepLink', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<InteractiveForm message={orderConfirmationMessage} />);
    await user.click(screen.getByRole('button', { name: 'Open in app' }));
    expect(open).toHaveBeenCalledWith('coffeeapp://orders/4711', '_blank', 'noopener,noreferrer');
  });

  test('customAction calls onCustomAction with the element and the current values', async () => {
    const user = userEvent.setup();
    const onCustomAction = vi.fn();
    render(<InteractiveForm message={orderConfirmationMessage} onCustomAction={onCustomAction} />);
    await user.click(screen.getByRole('radio', { name: 'Deliver to my desk' }));
    await user.click(screen.getByRole('button', { name: 'Talk to a barista' }));
    expect(onCustomAction).toHaveBeenCalledWith(expect.objectContaining({ elementId: 'talk' }), {
      pickup: 'delivery',
    });
  });

  test('customAction waits for a handler that answers with a promise of any value', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    // What a host naturally writes: return the fetch, whose promise holds a Response.
    const onCustomAction = (): Promise<Response> => new Promise((resolve) => (answer = resolve));
    render(<InteractiveForm message={orderConfirmationMessage} onCustomAction={onCustomAction} />);
    const button = screen.getByRole('button', { name: 'Talk to a barista' });
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'submitting');
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(button).not.toHaveAttribute('data-state', 'submitting'));
  });

  test('customAction without onCustomAction records the press as the kit does, and warns the developer once', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onInteraction = vi.fn();
    render(<InteractiveForm message={orderConfirmationMessage} onInteraction={onInteraction} />);
    const button = screen.getByRole('button', { name: 'Talk to a barista' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(onInteraction).toHaveBeenCalledTimes(2));
    expect(onInteraction).toHaveBeenCalledWith('talk');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/"talk" was pressed without an onCustomAction/);
    warn.mockRestore();
  });
});

describe('given an unsafe URL that got past parsing', () => {
  function createContext(action: ButtonAction, overrides: Partial<ActionContext['options']> = {}) {
    // The element is assembled by hand: core's factories refuse these URLs.
    const element = { ...createTestSubmit(), action };
    return {
      element,
      message: createTestMessage([]),
      options: overrides,
      messages: defaultMessages,
      signal: new AbortController().signal,
      validate: () => Promise.resolve({}),
      getValues: () => ({}),
      begin: () => undefined,
    } satisfies ActionContext;
  }

  test('never opens a javascript: URL for urlNavigation', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const action = {
      ...createUrlNavigationAction({ url: 'https://example.org' }),
      url: 'javascript:alert(1)',
    };
    const outcome = await runAction(action, createContext(action));
    expect(outcome).toEqual({ status: 'failed', error: defaultMessages.unsafeUrl });
    expect(open).not.toHaveBeenCalled();
  });

  test.each(['http:/example.org', 'https:example.org/orders', ' javascript:alert(1)'])(
    'never opens the deep link %j, which a browser would not open as checked',
    async (url) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const action = { ...createDeepLinkAction({ url: 'app://x' }), url };
      const outcome = await runAction(action, createContext(action));
      expect(outcome).toEqual({ status: 'failed', error: defaultMessages.unsafeUrl });
      expect(open).not.toHaveBeenCalled();
    },
  );

  test('opens a deep link in the normalised form that was checked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onDeepLink = vi.fn();
    const action = {
      ...createDeepLinkAction({ url: 'app://x' }),
      url: 'HTTPS://Example.org/a/../b',
    };
    expect(await runAction(action, createContext(action))).toEqual({ status: 'succeeded' });
    expect(open).toHaveBeenCalledWith('https://example.org/b', '_blank', 'noopener,noreferrer');
    const appLink = { ...action, url: 'myapp:/orders/a b' };
    await runAction(appLink, createContext(appLink, { onDeepLink }));
    expect(onDeepLink).toHaveBeenCalledWith(
      'myapp:/orders/a%20b',
      expect.objectContaining({ action: appLink }),
    );
  });

  test('never hands a data: URL to onDeepLink', async () => {
    const onDeepLink = vi.fn();
    const action = { ...createDeepLinkAction({ url: 'app://x' }), url: 'data:text/html,<script>' };
    const outcome = await runAction(action, createContext(action, { onDeepLink }));
    expect(outcome).toEqual({ status: 'failed', error: defaultMessages.unsafeUrl });
    expect(onDeepLink).not.toHaveBeenCalled();
  });
});

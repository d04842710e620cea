import {
  cardMessage,
  customInteractiveMessage,
  schedulerMessage,
  textCardMessage,
} from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../interactive-form.js';
import { createFetchStub } from '../test-support/create-test-message.js';

describe('given a card message', () => {
  test('shows its text, its image with alt text and one button per card action', async () => {
    render(<InteractiveForm message={cardMessage} />);
    expect(await screen.findByText(/Our spring menu is here\./)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Our spring menu is here.' });
    expect(image).toHaveAttribute('src', 'https://example.org/images/spring-menu.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Book a table',
      'Read the menu',
      'Open in the app',
      'Remind me later',
    ]);
  });

  test('opens a urlNavigation button through onNavigate and records the interaction', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const onInteraction = vi.fn();
    render(
      <InteractiveForm
        message={cardMessage}
        onNavigate={onNavigate}
        onInteraction={onInteraction}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Read the menu' }));
    expect(onNavigate).toHaveBeenCalledWith(
      'https://example.org/menu',
      expect.objectContaining({ elementId: 'menu' }),
    );
    expect(onInteraction).toHaveBeenCalledWith('menu');
    expect(screen.getByRole('button', { name: 'Read the menu' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  test('hands a deep link to onDeepLink and a custom button to onCustomAction', async () => {
    const user = userEvent.setup();
    const onDeepLink = vi.fn();
    const onCustomAction = vi.fn();
    render(
      <InteractiveForm
        message={cardMessage}
        onDeepLink={onDeepLink}
        onCustomAction={onCustomAction}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Open in the app' }));
    expect(onDeepLink).toHaveBeenCalledWith('example-app://menu/spring', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(onCustomAction).toHaveBeenCalledWith(
      expect.objectContaining({ elementId: 'remind' }),
      {},
    );
    expect(screen.getByRole('button', { name: 'Remind me later' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('posts the kit envelope of an apiAction, naming the card, then shows its completion view', async () => {
    const user = userEvent.setup();
    const stub = createFetchStub();
    render(
      <InteractiveForm message={cardMessage} fetch={stub.fetch} currentUserId="cometchat-uid-2" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Book a table' }));
    expect(await screen.findByText('See you on Friday!')).toBeInTheDocument();
    expect(stub.requests).toHaveLength(1);
    const body = JSON.parse(String(stub.requests[0]?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      payload: { menu: 'spring' },
      trigger: 'ui_message_interacted',
      data: {
        messageCategory: 'interactive',
        messageType: 'card',
        messageId: 'card-1',
        interactedBy: 'cometchat-uid-2',
        interactedElementId: 'book',
      },
    });
    // The kit's card bubble sends no formData: a card has no inputs.
    expect(body.data).not.toHaveProperty('formData');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('shows the completion view on first render when the goal was already reached', async () => {
    const message = {
      ...cardMessage,
      data: { ...cardMessage.data, interactions: [{ elementId: 'book', interactedAt: 1 }] },
    };
    render(<InteractiveForm message={message} />);
    expect(await screen.findByText('See you on Friday!')).toBeInTheDocument();
  });

  test('keeps its buttons from its sender unless allowSenderInteraction', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <InteractiveForm
        message={cardMessage}
        currentUserId="cometchat-uid-1"
        onNavigate={onNavigate}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Read the menu' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByText('You sent this form, so you cannot fill it in.')).toBeInTheDocument();
  });

  test('shows a card without an image, and never completes without a goal', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={textCardMessage} onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Show the way' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The garden opens at nine on Saturday.')).toBeInTheDocument();
  });

  test('falls back with the reasons when the card cannot be read at all', async () => {
    const onError = vi.fn();
    const broken = { ...textCardMessage, data: { interactiveData: { cardActions: [] } } };
    render(<InteractiveForm message={broken} onError={onError} />);
    expect(await screen.findByText('This form cannot be shown.')).toBeInTheDocument();
    expect(screen.getByText(/text is required/)).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('given a scheduler or custom interactive message', () => {
  test('shows a scheduler as its title and calendar link, with one reason why', async () => {
    render(<InteractiveForm message={schedulerMessage} />);
    expect(await screen.findByText('Meet with the garden team')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://example.org/calendar/garden-team.ics' }),
    ).toHaveAttribute('href', 'https://example.org/calendar/garden-team.ics');
    const reasons = within(screen.getByRole('group')).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'scheduler messages are not forms: shown as text',
    ]);
    expect(screen.queryByText('This form cannot be shown.')).toBeNull();
  });

  test('shows a custom interactive message as its text and link', async () => {
    render(<InteractiveForm message={JSON.stringify(customInteractiveMessage)} />);
    expect(await screen.findByText('Your parcel is on its way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/parcels/track' })).toBeVisible();
  });
});

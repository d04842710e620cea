import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { App } from './app.js';
import { createShareLink } from './drafts/share-link.js';
import { loadInitialSession } from './state/load-initial-session.js';

/** The hash of a share link carrying this JSON text, written by hand: JSON.stringify cannot nest so deep. */
function hashOf(text: string): string {
  return `#message=${btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`;
}

const deepMessage = `{"category":"interactive","type":"form","data":{"metadata":{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}},"interactiveData":{"formFields":[],"submitElement":{"elementType":"button","elementId":"send","buttonText":"Send"}}}}`;

const poisonedMessages = {
  'an element type that is an object': {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [{ elementType: { toString: 1 }, elementId: 'name', label: 'Name' }],
        submitElement: { elementType: 'button', elementId: 'send', buttonText: 'Send' },
      },
    },
  },
  'an action type that is an object': {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [],
        submitElement: {
          elementType: 'button',
          elementId: 'send',
          buttonText: 'Send',
          action: { actionType: { toString: 1 } },
        },
      },
    },
  },
};

const poisonedHashes = [
  ...Object.entries(poisonedMessages).map(([name, message]) => [
    name,
    new URL(createShareLink(message, 'http://127.0.0.1:5173/')).hash,
  ]),
  ['metadata nested 20,000 levels deep', hashOf(deepMessage)],
];

test.each(poisonedHashes)(
  'opens the builder and says the link is broken for a share link carrying %s',
  async (_, hash) => {
    const session = loadInitialSession(hash, localStorage);
    render(<App session={session} />);
    expect(await screen.findByRole('heading', { name: 'chatforms builder' })).toBeDefined();
    expect(
      screen.getByText(
        'The shared link does not hold a form the builder can open; your drafts are unchanged.',
      ),
    ).toHaveAttribute('role', 'status');
  },
);

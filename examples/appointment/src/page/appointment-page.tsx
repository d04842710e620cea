// The page: gets a new appointment form and a submission token from the service, and renders
// the form; each step the service answers with replaces it in place.
import '@chatforms/react/styles.css';

import { InteractiveForm } from '@chatforms/react';
import { createRoot } from 'react-dom/client';

const reader = new URLSearchParams(location.search).get('as') ?? 'reader-1';
const answer = await fetch(`/session?as=${encodeURIComponent(reader)}`);
const { message, token } = (await answer.json()) as { message: object; token: string };
const sendWithToken: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  });
const chat = document.getElementById('chat')!;
chat.replaceChildren();
createRoot(chat).render(
  <InteractiveForm message={message} currentUserId={reader} fetch={sendWithToken} />,
);

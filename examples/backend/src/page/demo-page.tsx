// The demo chat page: reads `?message=<id>&as=<uid>`, gets the form and a submission token from the
// service, and renders the form; every request of the form carries the token.
import '@chatforms/react/styles.css';

import type { FormMessage } from '@chatforms/core';
import { InteractiveForm } from '@chatforms/react';
import { createRoot } from 'react-dom/client';

const parameters = new URLSearchParams(location.search);
const uid = parameters.get('as') ?? '';
const answer = await fetch(`/demo/session${location.search}`);
const { message, token } = (await answer.json()) as { message: FormMessage; token: string };
const sendWithToken: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  });
(globalThis as unknown as { submissionToken: string }).submissionToken = token;
const chat = document.getElementById('chat')!;
chat.replaceChildren();
createRoot(chat).render(
  <InteractiveForm
    message={message}
    currentUserId={uid}
    appId="chatforms-sandbox"
    region="us"
    fetch={sendWithToken}
  />,
);

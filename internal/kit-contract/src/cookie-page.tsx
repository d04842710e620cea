// <InteractiveForm> on a page that holds a session cookie, rendering whatever message the server
// put in `globalThis.hostileMessage`.
import { InteractiveForm } from '@chatforms/react';
import { createRoot } from 'react-dom/client';

const message = (globalThis as unknown as { hostileMessage: unknown }).hostileMessage;
const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <InteractiveForm message={message as never} currentUserId="cometchat-uid-2" />,
);

import '@chatforms/react/styles.css';
import 'virtual:chatforms-renderer-tokens.css';
import './styles/tokens.css';
import './styles/layout.css';
import './styles/editor.css';
import './styles/output.css';
import './styles/inspector-inputs.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app.js';
import { loadInitialSession } from './state/load-initial-session.js';

const session = loadInitialSession(window.location.hash);
if (session.source === 'share-link' || session.source === 'broken-share-link') {
  history.replaceState(null, '', window.location.pathname);
}
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);

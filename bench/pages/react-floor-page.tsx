import '@chatforms/react/styles.css';

import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { exposeBenchPage, findNativeForm } from './bench-page.js';
import { renderChatformsMarkup } from './chatforms-markup.js';
import { markupToReact } from './markup-to-react.js';
import { renderReactChat } from './react-chat.js';

// React's floor: chatforms' own markup as React elements made beforehand, rendered with no
// component and no library behind them, so what it takes is what React alone takes for that DOM.
exposeBenchPage<ReactNode>({
  prepare: (message) => markupToReact(renderChatformsMarkup(message)),
  mountChat: renderReactChat,
  mount(container, form) {
    const root = createRoot(container);
    flushSync(() => root.render(form));
    return findNativeForm(container, () => root.unmount());
  },
});

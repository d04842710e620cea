import '@chatforms/react/styles.css';

import { exposeBenchPage, findNativeForm } from './bench-page.js';
import { renderChatformsMarkup } from './chatforms-markup.js';

// The floor: the same markup set as one string, with no JavaScript behind it.
exposeBenchPage<string>({
  prepare: renderChatformsMarkup,
  mountChat(container, markups) {
    container.innerHTML = markups
      .map((markup) => `<div class="bench-bubble">${markup}</div>`)
      .join('');
    return () => container.replaceChildren();
  },
  mount(container, markup) {
    container.innerHTML = markup;
    return findNativeForm(container, () => container.replaceChildren());
  },
});

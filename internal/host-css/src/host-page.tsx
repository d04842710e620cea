// The forms every host page shows, each in a bubble of the page's width: one of every element
// (live, read-only, dark), a card with its image, the completion view and the fallback.
import {
  cardMessage,
  completedFormMessage,
  everyElementMessage,
  unrenderableMessage,
} from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { createRoot } from 'react-dom/client';

import type { HostPageSetup } from './host-page-setup.js';

const setup = (globalThis as unknown as { hostPageSetup: HostPageSetup }).hostPageSetup;

// Each form sits in a bubble in a row of the page's width, as in a message list: a flex item
// that shrinks to the row but not below its content's least width, so a form that cannot narrow
// reaches past the row. Their look is inline, where no host rule reaches: only the form inside is
// measured.
const rowStyle = {
  display: 'flex',
  boxSizing: 'content-box',
  inlineSize: `${setup.width}px`,
  margin: '0 0 16px',
  padding: '0',
  border: '0',
} as const;

const bubbleStyle = {
  flex: '0 1 auto',
  margin: '0',
  padding: '0',
  border: '0',
  background: '#dfe3e8',
} as const;

function Bubble({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div data-bubble={name} style={rowStyle}>
      <div style={bubbleStyle}>{children}</div>
    </div>
  );
}

const container = document.createElement('div');
Object.assign(container.style, {
  position: 'absolute',
  insetBlockStart: '0',
  insetInlineStart: '0',
  margin: '0',
  padding: '0',
});
document.body.append(container);
createRoot(container).render(
  <>
    <Bubble name="every-element">
      <InteractiveForm message={everyElementMessage} className={setup.className} />
    </Bubble>
    <Bubble name="read-only">
      <InteractiveForm message={everyElementMessage} readOnly />
    </Bubble>
    <Bubble name="dark">
      <InteractiveForm message={everyElementMessage} theme="dark" />
    </Bubble>
    <Bubble name="card">
      <InteractiveForm message={cardMessage} />
    </Bubble>
    <Bubble name="completed">
      <InteractiveForm message={completedFormMessage} />
    </Bubble>
    <Bubble name="fallback">
      <InteractiveForm message={unrenderableMessage} />
    </Bubble>
  </>,
);

import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';

import { wrapFocus } from './wrap-focus.js';

function renderContainer(html: string): HTMLElement {
  document.body.innerHTML = `<button>Before</button><div id="box">${html}</div><button>After</button>`;
  const container = document.getElementById('box') as HTMLElement;
  container.addEventListener('keydown', (event) => wrapFocus(event, container));
  return container;
}

test('Tab from the last stop goes to the first, and Shift+Tab from the first to the last', async () => {
  const user = userEvent.setup();
  const container = renderContainer(
    '<button>Close</button><input aria-label="Name"><button>Send</button>',
  );
  const [close, , send] = container.children as unknown as HTMLElement[];

  send?.focus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(send).toHaveFocus();
});

test('an unchecked radio of a group with a checked one is not the last stop', async () => {
  const user = userEvent.setup();
  const container = renderContainer(
    '<button>Close</button><input type="radio" name="t" checked aria-label="A"><input type="radio" name="t" aria-label="B">',
  );
  const checked = container.querySelector<HTMLInputElement>('[aria-label="A"]');

  checked?.focus();
  await user.tab();

  expect(container.querySelector('button')).toHaveFocus();
});

test('Tab in the middle moves on as usual', async () => {
  const user = userEvent.setup();
  const container = renderContainer('<button>Close</button><button>Send</button>');
  const [close, send] = container.children as unknown as HTMLElement[];

  close?.focus();
  await user.tab();

  expect(send).toHaveFocus();
});

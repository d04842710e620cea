// @vitest-environment happy-dom
import { expect, test } from 'vitest';

interface RenderCount {
  components: number;
  commits: number;
}

// The hook must exist before React loads, as in the pages, so React is imported only afterwards.
async function loadReactWithCounter() {
  await import('../pages/public/count-react-renders.js');
  const hook = (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
  const react = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');
  const count = (window as unknown as { __renderCount: RenderCount }).__renderCount;
  return { react, flushSync, createRoot, count };
}

test('counts the components that mounted or re-rendered, not those React skipped', async () => {
  const { react, flushSync, createRoot, count } = await loadReactWithCounter();
  const { createElement, memo, useState } = react;
  const setters: { parent?: (value: number) => void; child?: (value: string) => void } = {};
  const Leaf = memo(function Leaf() {
    return createElement('span', null, 'leaf');
  });
  function Child() {
    const [text, setText] = useState('a');
    setters.child = setText;
    return createElement('p', null, text);
  }
  function Parent() {
    const [value, setValue] = useState(0);
    setters.parent = setValue;
    return createElement('div', null, createElement(Child), createElement(Leaf), String(value));
  }
  const root = createRoot(document.createElement('div'));

  flushSync(() => root.render(createElement(Parent)));
  expect(count.components).toBe(3);

  flushSync(() => setters.child?.('b'));
  expect(count.components).toBe(3 + 1);

  // Child re-renders with its parent; the memoised Leaf with unchanged props does not.
  flushSync(() => setters.parent?.(1));
  expect(count.components).toBe(3 + 1 + 2);
  expect(count.commits).toBe(3);
  root.unmount();
});

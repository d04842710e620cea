import { type RefObject, useCallback, useState } from 'react';

import { useBeforePaintEffect } from './use-before-paint-effect.js';

// A viewport's height above and below: a form turns live well before it scrolls into view.
const nearViewport = '100% 0px';

/** Whether a laid-out element lies within a viewport's height of view; one with no box is not. */
function isNearViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const height = window.innerHeight;
  return box.bottom >= -height && box.top <= 2 * height;
}

/**
 * Whether a form is live, and how to make it live: at once unless `deferred`; then once its root
 * comes near the viewport, or when `activate` is called (focus, a press). It never turns back, so
 * a form being filled keeps its react-hook-form state.
 */
export function useLiveWhenNear(
  root: RefObject<HTMLElement | null>,
  deferred: boolean,
): [isLive: boolean, activate: () => void] {
  const [isLive, setIsLive] = useState(!deferred);
  const activate = useCallback(() => setIsLive(true), []);
  // Before paint: a form already near view turns live in the same task, not a frame later when
  // IntersectionObserver first reports. Every form reads its box before any turns live, so a
  // history is laid out once.
  useBeforePaintEffect(() => {
    const element = root.current;
    if (isLive || element === null) return;
    if (typeof IntersectionObserver === 'undefined' || isNearViewport(element)) return activate();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) activate();
      },
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isLive, root, activate]);
  return [isLive, activate];
}

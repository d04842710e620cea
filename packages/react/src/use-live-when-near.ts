import { type RefObject, useCallback, useEffect, useState } from 'react';

// A viewport's height above and below: a form turns live well before it scrolls into view.
const nearViewport = '100% 0px';

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
  useEffect(() => {
    const element = root.current;
    if (isLive || element === null) return;
    if (typeof IntersectionObserver === 'undefined') return activate();
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

'use client';

import type { ComponentType } from 'react';

import { suspendWhileCodeLoads } from './suspend-while-code-loads.js';

/**
 * A built-in element component whose code is a chunk of its own: `load` fetches it once (and again
 * after a failure) and resolves once it renders; `isLoaded` says whether it has.
 */
export type OnDemandComponent<P extends object> = ComponentType<P> & {
  readonly load: () => Promise<void>;
  readonly isLoaded: () => boolean;
};

/**
 * Wraps an element component that most forms never show, the export `name` of the module
 * `importModule` imports, so that its code leaves the first load: a form whose message holds the
 * type waits for it in its Suspense boundary (listOnDemandLoads), as it waits for the dateTime
 * code, and this renders it once it has arrived.
 */
export function loadOnDemand<P extends object, K extends string>(
  importModule: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): OnDemandComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (chunk) => {
        Loaded = chunk[name];
      },
      (error: unknown) => {
        // The next form to need it asks again: a chunk can fail on a flaky connection.
        loading = undefined;
        throw error;
      },
    ));
  function OnDemandElement(props: P) {
    if (Loaded === undefined) suspendWhileCodeLoads([load]);
    // A failed load no longer suspends; its form reports the failure, and this part shows why.
    if (Loaded === undefined) throw new Error('the code of this element could not be loaded');
    return <Loaded {...props} />;
  }
  return Object.assign(OnDemandElement, { load, isLoaded: () => Loaded !== undefined });
}

/** True for a component made by `loadOnDemand`. */
export function isOnDemandComponent(
  component: unknown,
): component is Pick<OnDemandComponent<object>, 'load' | 'isLoaded'> {
  return typeof (component as { load?: unknown }).load === 'function';
}

// What the chunk must export, written where it is loaded.
const importInteractionCode = () =>
  import('./interaction-code.js').then(({ createFormValuesCheck, runPress }) => ({
    createFormValuesCheck,
    runPress,
  }));

/** The code a live form runs when the reader presses a button or its values are checked. */
export type InteractionCode = Awaited<ReturnType<typeof importInteractionCode>>;

let interactionCode: Promise<InteractionCode> | undefined;

/**
 * Loads what a press or a check of values runs, once: one chunk, since a bundler would put what
 * two chunks share in the first load. After a failed load, the next call asks again.
 */
export function loadInteractionCode(): Promise<InteractionCode> {
  interactionCode ??= importInteractionCode().catch((error: unknown) => {
    interactionCode = undefined;
    throw error;
  });
  return interactionCode;
}

let isPreloading = false;

const ignore = () => undefined;

/**
 * Asks for that code once a form is on screen, so that the reader's first press or check does not
 * wait for it; a press made before it arrives waits, and one after a failed load asks again.
 */
export function preloadInteractionCode(): void {
  if (isPreloading) return;
  isPreloading = true;
  loadInteractionCode().catch(ignore);
}

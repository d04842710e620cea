/** One mounted form, as each renderer exposes it to the shared driver. */
export interface MountedForm {
  unmount: () => void;
  /** The text control of an input field, by elementId. */
  findTextInput: (elementId: string) => HTMLInputElement | HTMLTextAreaElement;
  /** Presses the form's submit button the way a click does. */
  pressSubmit: () => void;
  /** How many fields show a validation error. */
  countFieldErrors: () => number;
}

/** A renderer under test: `prepare` builds its input from a chatforms message (untimed). */
export interface BenchRenderer<Input> {
  prepare: (fieldCount: number) => Input;
  mount: (container: HTMLElement, input: Input) => MountedForm;
}

/** What one measured step reports back to the Node driver. */
export interface StepResult {
  ms: number;
  /** React component renders (fibers that did work), or 0 for a renderer without React. */
  renders: number;
  /** DOM mutation records observed inside the form. */
  mutations: number;
  /** Fields showing an error afterwards. */
  errors: number;
}

/** The API each page exposes as `window.__bench`, driven by playwright-core. */
export interface BenchPageApi {
  mount: (fieldCount: number) => Promise<StepResult>;
  typeOneChar: (elementId: string) => Promise<StepResult>;
  submit: (expectedErrors: number) => Promise<StepResult>;
  unmount: () => void;
  /** Component renders counted since the page loaded. */
  readonly renderCount: number;
}

declare global {
  interface Window {
    __bench: BenchPageApi;
    __renderCount?: { components: number; commits: number };
    /** chatforms only: ms of the @chatforms/core work a mount does, to explain its mount time. */
    __measureCoreWork?: (fieldCount: number) => number;
  }
}

function waitForNextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until the work a step queued has run (microtasks and the tasks React's scheduler posts),
 * then forces style and layout, so a step's time is its work and not the wait for the next frame.
 */
async function settle(isDone: () => boolean): Promise<void> {
  await waitForNextTask();
  for (let task = 0; task < 200 && !isDone(); task += 1) await waitForNextTask();
  void document.body.getBoundingClientRect();
}

function readRenderCount(): number {
  return window.__renderCount?.components ?? 0;
}

/** Runs one step and measures it: time, React renders and DOM mutations inside `container`. */
async function measure(
  container: HTMLElement,
  run: () => void,
  isDone: () => boolean,
  countErrors: () => number,
): Promise<StepResult> {
  let mutations = 0;
  const observer = new MutationObserver((records) => (mutations += records.length));
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const rendersBefore = readRenderCount();
  const start = performance.now();
  run();
  await settle(isDone);
  const ms = performance.now() - start;
  mutations += observer.takeRecords().length;
  observer.disconnect();
  return { ms, renders: readRenderCount() - rendersBefore, mutations, errors: countErrors() };
}

function setNativeValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // React tracks the value it last set; the prototype setter makes the change visible to it.
  const prototype = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(input, value);
}

/** Installs `window.__bench` for one renderer. */
export function exposeBenchPage<Input>(renderer: BenchRenderer<Input>): void {
  const container = document.getElementById('root') as HTMLElement;
  let mounted: MountedForm | undefined;
  const noErrors = () => 0;
  window.__bench = {
    async mount(fieldCount) {
      window.__bench.unmount();
      const input = renderer.prepare(fieldCount);
      return measure(
        container,
        () => (mounted = renderer.mount(container, input)),
        () => true,
        noErrors,
      );
    },
    async typeOneChar(elementId) {
      const form = mounted as MountedForm;
      const control = form.findTextInput(elementId);
      control.focus();
      return measure(
        container,
        () => {
          setNativeValue(control, `${control.value}a`);
          control.dispatchEvent(new Event('input', { bubbles: true }));
        },
        () => true,
        form.countFieldErrors,
      );
    },
    async submit(expectedErrors) {
      const form = mounted as MountedForm;
      return measure(
        container,
        form.pressSubmit,
        () => form.countFieldErrors() >= expectedErrors,
        form.countFieldErrors,
      );
    },
    unmount() {
      mounted?.unmount();
      mounted = undefined;
      container.replaceChildren();
    },
    get renderCount() {
      return readRenderCount();
    },
  };
}

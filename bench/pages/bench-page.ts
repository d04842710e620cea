import { createLargeFormMessage } from '@chatforms/fixtures';

import { createChatFormMessage } from '../src/chat-form.js';

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

/** A form in native markup, found by its controls' names: one that shows no validation errors. */
export function findNativeForm(container: HTMLElement, unmount: () => void): MountedForm {
  return {
    unmount,
    findTextInput: (elementId) =>
      container.querySelector<HTMLInputElement>(`[name="${elementId}"]`) as HTMLInputElement,
    pressSubmit: () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
    countFieldErrors: () => 0,
  };
}

/** A message the bench renders: a large form, or one form of the chat history. */
export type BenchMessage =
  ReturnType<typeof createLargeFormMessage> | ReturnType<typeof createChatFormMessage>;

/** A renderer under test: `prepare` builds its input from a chatforms message (untimed). */
export interface BenchRenderer<Input> {
  prepare: (message: BenchMessage) => Input;
  mount: (container: HTMLElement, input: Input) => MountedForm;
  /**
   * Mounts a chat history of forms and returns how to unmount it; React renderers render one list
   * in one root as a chat app does. Without it each form is mounted into its own bubble.
   */
  mountChat?: (container: HTMLElement, inputs: readonly Input[]) => () => void;
  /** False while a mounted form still waits for code it loads on demand (chatforms' dateTime code). */
  isMounted?: (container: HTMLElement) => boolean;
  /** False while a mounted chat history still has work queued for the next frames (forms turning live near the viewport). */
  isChatReady?: (container: HTMLElement) => boolean;
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
  /**
   * Builds the inputs of the next `mountChat(formCount)` ahead of it, so that work done outside the
   * page's timer (the main thread's CPU time, read around the call) is the mount's alone.
   */
  prepareChat: (formCount: number) => void;
  /** Mounts `formCount` forms of the chat history (fresh message objects each time). */
  mountChat: (formCount: number) => Promise<StepResult>;
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
    /** Set by a page opened at `#first`: ms from navigation start until its first form is painted. */
    __firstForm?: Promise<number>;
    /** A floor's first form: chatforms' markup of it, put in place by the driver before the page loads. */
    __floorMarkup?: string;
  }
}

function waitForNextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function waitForNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Waits until the work a step queued has run (microtasks and the tasks React's scheduler posts),
 * then forces style and layout, so a step's time is its work and not the wait for the next frame.
 */
async function settle(isDone: () => boolean): Promise<void> {
  await waitForNextTask();
  for (let task = 0; task < 200 && !isDone(); task += 1) await waitForNextTask();
  // IntersectionObserver reports after a rendering step, so what waits on it needs whole frames.
  for (let frame = 0; frame < 60 && !isDone(); frame += 1) await waitForNextFrame();
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

/**
 * Mounts the first form of a fresh page and sets `window.__firstForm` to the ms from navigation
 * start (module loading and evaluation included) until it is rendered, styled and laid out.
 */
export function startFirstForm(
  container: HTMLElement,
  mount: () => void,
  isMounted: () => boolean,
): void {
  window.__firstForm = measure(container, mount, isMounted, () => 0).then(() => performance.now());
}

/** Mounts each form into a bubble of its own: the chat history of a renderer without a list of its own. */
function mountEachInBubble<Input>(
  renderer: BenchRenderer<Input>,
  container: HTMLElement,
  inputs: readonly Input[],
): () => void {
  const forms = inputs.map((input) => {
    const bubble = document.createElement('div');
    bubble.className = 'bench-bubble';
    container.append(bubble);
    return renderer.mount(bubble, input);
  });
  return () => {
    for (const form of forms) form.unmount();
  };
}

/** Installs `window.__bench` for one renderer. */
export function exposeBenchPage<Input>(renderer: BenchRenderer<Input>): void {
  const container = document.getElementById('root') as HTMLElement;
  let mounted: MountedForm | undefined;
  let unmountChat: (() => void) | undefined;
  let preparedChat: Input[] | undefined;
  const noErrors = () => 0;
  const isMounted = () => renderer.isMounted?.(container) ?? true;
  if (window.location.hash === '#first')
    startFirstForm(
      container,
      () => (mounted = renderer.mount(container, renderer.prepare(createChatFormMessage(0)))),
      isMounted,
    );
  window.__bench = {
    async mount(fieldCount) {
      window.__bench.unmount();
      const input = renderer.prepare(createLargeFormMessage(fieldCount));
      return measure(
        container,
        () => (mounted = renderer.mount(container, input)),
        isMounted,
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
    prepareChat(formCount) {
      preparedChat = Array.from({ length: formCount }, (_, index) =>
        renderer.prepare(createChatFormMessage(index)),
      );
    },
    async mountChat(formCount) {
      window.__bench.unmount();
      if (preparedChat?.length !== formCount) window.__bench.prepareChat(formCount);
      const inputs = preparedChat as Input[];
      preparedChat = undefined;
      const mountAll = renderer.mountChat ?? ((...args) => mountEachInBubble(renderer, ...args));
      return measure(
        container,
        () => (unmountChat = mountAll(container, inputs)),
        () => renderer.isChatReady?.(container) ?? true,
        noErrors,
      );
    },
    unmount() {
      mounted?.unmount();
      mounted = undefined;
      unmountChat?.();
      unmountChat = undefined;
      container.replaceChildren();
    },
    get renderCount() {
      return readRenderCount();
    },
  };
}

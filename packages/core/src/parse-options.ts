import type { ElementRegistry } from './elements/element-registry.js';

/** How strictly to read a message, and with which element types. */
export interface ParseOptions {
  /**
   * `strict` (default): every problem is an issue. `lenient` (the renderer's mode): the form degrades
   * per element, each with a warning, so the rest still shows: an unknown element in formFields is
   * dropped, an unreadable or out-of-range default is dropped, and a button whose only fault is its
   * url is kept as written (`parseFormElement` still refuses it, so a renderer shows it disabled).
   * What the chat service's kit renders is read as it does: elements sharing an id are kept apart,
   * a dateTimeFormat it ignores falls back to the mode's default, and booleans and numbers written
   * as text are read as such.
   */
  mode?: 'strict' | 'lenient';
  /** The element types to read: `defaultElementRegistry` (the built-in and registered ones) when absent. */
  registry?: ElementRegistry;
}

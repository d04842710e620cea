import picocolors from 'picocolors';

/** Colour functions that are either all active or all plain. */
export type Colors = ReturnType<typeof picocolors.createColors>;

/** Whether to colour a stream: never with NO_COLOR, always with FORCE_COLOR, else on a terminal. */
function shouldUseColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Creates colour functions for one output stream. */
export function createColors(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): Colors {
  return picocolors.createColors(shouldUseColor(stream, env));
}

// What every entry of core but the renderer's installs before use, so that code using them never
// waits: the dateTime element's code, date-fns for custom dateTimeFormat patterns, and what finds
// where JSON text breaks. The renderer's entry loads each on demand instead. These entries also
// compile each form's check of submitted values (`new Function`, as ajv does); the renderer's never
// evaluates code from a string.
import { createCompiledValuesCheck } from './compiled-values-check.js';
import { installDateTimeSupport } from './elements/date-time/date-time.js';
import { dateTimeBehaviour } from './elements/date-time/date-time-behaviour.js';
import { installDateTimePatternEngine } from './elements/date-time/date-time-pattern.js';
import { dateFnsPatternEngine } from './elements/date-time/date-time-pattern-engine.js';
import { findJsonSyntaxError } from './find-json-syntax-error.js';
import { installJsonSyntaxLocator } from './read-json.js';
import { installSubmissionCompiler } from './submission.js';

let installed = false;

/** Installs the dateTime code, the date-fns patterns, the JSON syntax locator and the compiled values check, once. */
export function installOnDemandCode(): void {
  if (installed) return;
  installed = true;
  installDateTimeSupport(dateTimeBehaviour);
  installDateTimePatternEngine(dateFnsPatternEngine);
  installJsonSyntaxLocator(findJsonSyntaxError);
  installSubmissionCompiler(createCompiledValuesCheck);
}

/**
 * Gives `value` back once the on-demand code is installed. The main entry passes each export that
 * reaches that code through it in a call marked pure, so a bundle keeps the code exactly when it
 * keeps one of them: an app that imports one factory or one URL helper ships neither zod's
 * messages for dates nor date-fns.
 */
export function withOnDemandCode<T>(value: T): T {
  installOnDemandCode();
  return value;
}

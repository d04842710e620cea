import { config, type core } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

const english = en();

// zod/mini sets no locale, so its own issues would read "Invalid input". Core's messages are zod's
// English ones, as its classic API configures them: set English unless an app chose a locale first.
if (config().localeError === undefined) config(english);

/**
 * What core's parsers pass to zod: English for zod's own issues unless the app configured zod's
 * messages. Passing it also keeps this module, and the line above, in a bundle that tree-shakes.
 */
export const parseInEnglish: core.ParseContext<core.$ZodIssue> = {
  error: (issue) => {
    const { customError, localeError } = config();
    return customError === undefined && localeError === undefined
      ? english.localeError(issue)
      : undefined;
  },
};

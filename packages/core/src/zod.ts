import { en } from 'zod/locales';
import { z } from 'zod/mini';

// zod/mini sets no locale, so its own issues would read "Invalid input". Core's messages are zod's
// English ones, as its classic API configures them: set English unless an app chose a locale first.
if (z.config().localeError === undefined) z.config(en());

/** zod's tree-shakable API, which every schema of core is built with. */
export { z };

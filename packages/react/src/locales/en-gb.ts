import { defaultMessages, type FormMessages } from '../messages.js';

/** The form's texts in British English: the built-in English where the two agree. */
export const enGb: FormMessages = {
  ...defaultMessages,
  locale: 'en-GB',
  completion: 'Thank you for filling in the form.',
  fieldShown: (label) => `Now shown: ${label}`,
};

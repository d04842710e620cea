import { createEmptyFormMessage } from '@chatforms/core/editing';

/**
 * The URL a new form's submit button starts with: a stand-in until the author sets their own
 * endpoint, so the new form is valid (and exports) before it is finished.
 */
export const newFormEndpoint = String(
  (createEmptyFormMessage().data.interactiveData.submitElement as { action?: { url?: unknown } })
    .action?.url,
);

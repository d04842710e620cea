import type { FormValuesCheck } from './check-form-values.js';
import type { LiveValidation } from './live-validation.js';
import { loadInteractionCode } from './load-interaction-code.js';

export type { LiveValidation } from './live-validation.js';

/** Creates the validation state of one form (docs/design.md: "at submission, then live on the fields that failed"). */
export function createLiveValidation(): LiveValidation {
  const liveNames = new Set<string>();
  let isCheckingAll = false;
  return {
    checkAll(submit) {
      isCheckingAll = true;
      try {
        return submit();
      } finally {
        isCheckingAll = false;
      }
    },
    createResolver(message, messages) {
      // Built on first validation, not at mount: most forms in a chat history are never submitted.
      let check: FormValuesCheck | undefined;
      return async (values) => {
        // Read before waiting: only the validation that checkAll's submit starts sees it set.
        const isCheckAll = isCheckingAll;
        check ??= (await loadInteractionCode()).createFormValuesCheck(message, messages);
        const errors = check(values);
        if (isCheckAll) {
          liveNames.clear();
          for (const name of Object.keys(errors)) liveNames.add(name);
        }
        const shown = Object.entries(errors).filter(([name]) => liveNames.has(name));
        if (shown.length === 0) return { values, errors: {} };
        return { values: {}, errors: Object.fromEntries(shown) };
      };
    },
  };
}

/** Default time an apiAction request may take (15 s). */
export const defaultRequestTimeoutMs = 15_000;

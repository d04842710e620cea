import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser; on the server, where no effect runs, one React 18 does not warn about. */
export const useBeforePaintEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

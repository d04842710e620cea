import type { FormMessage, ParseResult } from '@chatforms/core/renderer';
import { useEffect, useRef } from 'react';

import type { InteractiveFormOptions } from './interactive-form-options.js';
import { reportInDevelopment } from './report-in-development.js';

/** Reports an unrenderable message through `onError`, and every warning to the developer, once. */
export function useReportProblems(
  read: ParseResult<FormMessage>,
  isLoading: boolean,
  onError: InteractiveFormOptions['onError'],
) {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (isLoading) return;
    const problems = read.success ? read.warnings : read.issues;
    for (const issue of problems) reportInDevelopment(`${issue.pointer || '/'}: ${issue.message}`);
    if (!read.success) onErrorRef.current?.(read.issues);
  }, [read, isLoading]);
}

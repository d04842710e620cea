import type { FormMessageInput, Issue } from '@chatforms/core';
import {
  countUtf8Bytes,
  isHttpUrl,
  isInputElement,
  messageLimits,
  toJsonPointer,
} from '@chatforms/core';

import { validateDraft } from '../state/validate-draft.js';

/** One finding of the lint panel: beyond schema validity, things an author probably wants to fix. */
export interface LintFinding {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  path: (string | number)[];
  pointer: string;
}

type Element = Record<string, unknown> & { elementId?: unknown };

const secretHeader = /^(authorization|api[-_]?key|x-api-key|.*token.*|.*secret.*|cookie)$/i;

function finding(
  severity: LintFinding['severity'],
  code: string,
  path: (string | number)[],
  message: string,
): LintFinding {
  return { severity, code, path, pointer: toJsonPointer(path), message };
}

/** Measures the payload that counts against the 10 KB limit: `data` as UTF-8 JSON. */
export function measureDataBytes(message: FormMessageInput): number {
  return countUtf8Bytes(JSON.stringify(message.data ?? {}));
}

/**
 * Lints a draft: size, missing labels, empty option labels, secret headers, plain-http URLs, no
 * submit. A finding at a pointer where core's parse already reports an issue is left out, so one
 * cause is one problem.
 */
export function lintMessage(
  message: FormMessageInput,
  issues: readonly Issue[] = validateDraft(message),
): LintFinding[] {
  const reported = new Set(issues.map((issue) => issue.pointer));
  return findProblems(message).filter((finding) => !reported.has(finding.pointer));
}

function findProblems(message: FormMessageInput): LintFinding[] {
  const findings: LintFinding[] = [];
  const bytes = measureDataBytes(message);
  if (bytes > messageLimits.dataBytes) {
    findings.push(
      finding(
        'error',
        'data_too_large',
        ['data'],
        `data is ${bytes} bytes; the limit is ${messageLimits.dataBytes}.`,
      ),
    );
  } else if (bytes > messageLimits.dataBytes * 0.8) {
    findings.push(
      finding(
        'warning',
        'data_near_limit',
        ['data'],
        `data is ${bytes} bytes, over 80% of the ${messageLimits.dataBytes}-byte limit.`,
      ),
    );
  }
  const form = message.data?.interactiveData;
  const fields = (form?.formFields ?? []) as Element[];
  const base = ['data', 'interactiveData'];
  fields.forEach((element, index) =>
    findings.push(...lintElement(element, [...base, 'formFields', index])),
  );
  if (form?.submitElement) {
    findings.push(...lintElement(form.submitElement as Element, [...base, 'submitElement']));
  }
  const submitText = (form?.submitElement as Element | undefined)?.buttonText;
  if (!form?.submitElement || typeof submitText !== 'string' || submitText.trim() === '') {
    // At the key core reports a missing button or button text at, so the two make one row.
    const at = form?.submitElement ? ['submitElement', 'buttonText'] : ['submitElement'];
    findings.push(
      finding(
        'error',
        'no_way_to_submit',
        [...base, ...at],
        'The form has no usable submit button: give it a submitElement with buttonText.',
      ),
    );
  } else if (message.data?.interactionGoal?.type === 'none' && fields.length === 0) {
    findings.push(
      finding(
        'warning',
        'nothing_to_do',
        [...base],
        'The form has no fields and its goal can never complete.',
      ),
    );
  }
  return findings;
}

function lintElement(element: Element, path: (string | number)[]): LintFinding[] {
  const findings: LintFinding[] = [];
  const name = typeof element.elementId === 'string' ? `"${element.elementId}"` : 'an element';
  const label = element.label;
  if (
    isInputElement({ elementType: String(element.elementType) }) &&
    (typeof label !== 'string' || label.trim() === '')
  ) {
    findings.push(
      finding(
        'warning',
        'missing_label',
        [...path, 'label'],
        `${name} has no label: readers and screen readers will not know what it asks.`,
      ),
    );
  }
  if (Array.isArray(element.options)) {
    element.options.forEach((option: { label?: unknown }, index: number) => {
      if (typeof option?.label !== 'string' || option.label.trim() === '') {
        findings.push(
          finding(
            'warning',
            'empty_option_label',
            [...path, 'options', index, 'label'],
            `Option ${index + 1} of ${name} has an empty label.`,
          ),
        );
      }
    });
  }
  const action = element.action as Record<string, unknown> | undefined;
  if (action !== null && typeof action === 'object')
    findings.push(...lintAction(action, name, [...path, 'action']));
  return findings;
}

function lintAction(
  action: Record<string, unknown>,
  name: string,
  path: (string | number)[],
): LintFinding[] {
  const findings: LintFinding[] = [];
  const url = action.url;
  if (typeof url === 'string' && isHttpUrl(url) && url.startsWith('http://')) {
    findings.push(
      finding(
        'warning',
        'insecure_url',
        [...path, 'url'],
        `${name} uses a plain http:// URL; use https:// so values are not sent in the clear.`,
      ),
    );
  }
  const headers = action.headers;
  if (headers !== null && typeof headers === 'object') {
    for (const header of Object.keys(headers)) {
      if (secretHeader.test(header)) {
        findings.push(
          finding(
            'warning',
            'secret_header',
            [...path, 'headers', header],
            `Header "${header}" of ${name} looks like a secret; every reader's client can see it.`,
          ),
        );
      }
    }
  }
  return findings;
}

import type { FormMessageInput, Issue } from '@chatforms/core';
import { countUtf8Bytes, isInputElement, isPressableElement, messageLimits } from '@chatforms/core';

import { validateDraft } from '../state/validate-draft.js';
import { lintAction } from './lint-action.js';
import { lintExtensionType } from './lint-extension-type.js';
import type { LintFinding } from './lint-finding.js';
import { createFinding as finding, setAtPath } from './lint-finding.js';
import { lintGoal } from './lint-goal.js';
import { lintRules } from './lint-rules.js';
import { lintVisibility } from './lint-visibility.js';

export type { LintFinding, LintFix } from './lint-finding.js';

type Element = Record<string, unknown> & { elementId?: unknown };

/** Measures the payload that counts against the 10 KB limit: `data` as UTF-8 JSON. */
export function measureDataBytes(message: FormMessageInput): number {
  return countUtf8Bytes(JSON.stringify(message.data ?? {}));
}

/**
 * Lints a draft: size, missing labels, empty option labels, secrets in headers and payloads,
 * plain-http and placeholder URLs, no submit, an empty form, a goal that cannot complete or that a
 * link completes, a time with no zone, a slow or unexplained pattern, an element type the stock kits do not show. A finding at a pointer where core's parse already reports an issue is left out, so one
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
  }
  // Judgement: a label alone makes a message worth sending (an announcement with "Got it"), so
  // only a form of nothing but buttons is empty.
  const hasContent = fields.some(
    (element) => !isPressableElement({ elementType: String(element.elementType) }),
  );
  if (!hasContent) {
    // A to-do, not a warning: every new form starts this way.
    findings.push(
      finding(
        'todo',
        'empty_form',
        [...base, 'formFields'],
        'The form has nothing to fill in or read: add a field (a text input, a choice, a date) or a label from the palette.',
      ),
    );
  }
  return [...findings, ...lintGoal(message), ...lintVisibility(message)];
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
  findings.push(...lintExtensionType(element, path));
  if (isTimeWithoutZone(element)) {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const at = [...path, 'timezoneCode'];
    findings.push(
      finding(
        'warning',
        'time_without_zone',
        at,
        `${name} asks for a time but names no time zone, so a time is read in whatever zone the reader's device or the checking server runs in (often UTC). Set its time zone (yours is ${zone}).`,
        {
          label: `Use ${zone}`,
          apply: (message) => setAtPath(message, at, zone),
        },
      ),
    );
  }
  findings.push(...lintRules(element, name, path));
  const action = element.action as Record<string, unknown> | undefined;
  if (action !== null && typeof action === 'object')
    findings.push(...lintAction(action, name, [...path, 'action']));
  return findings;
}

// Any element with a time mode (dateTime's `time` and `dateTime`): a date alone is sent as written
// (yyyy-MM-dd), so only a time needs a zone to mean one instant.
function isTimeWithoutZone(element: Element): boolean {
  const zone = element.timezoneCode;
  return (
    (element.mode === 'time' || element.mode === 'dateTime') &&
    (typeof zone !== 'string' || zone.trim() === '')
  );
}

import { expect, test } from 'vitest';

import type { PageName } from './build-pages.js';
import type { ChatResult } from './chat-bench.js';
import { findBestPeerRatio, findDefaultPropsRatio, findExceededBudgets } from './chat-ratios.js';
import { summarize } from './statistics.js';

/** A page whose every figure has the one median given. */
function createResult(page: PageName, median: number): ChatResult {
  const summary = summarize([median]);
  return {
    page,
    oneFormMs: summary,
    oneFormCpuMs: summary,
    firstFormMs: summary,
    chatMountMs: summary,
    chatMountCpuMs: summary,
    retainedHeapBytes: summary,
  };
}

const chat = [
  createResult('chatforms', 12),
  createResult('chatforms-live-history', 30),
  createResult('rjsf', 10),
  createResult('adaptivecards', 8),
  createResult('plain-react', 10),
  createResult('react-floor', 6),
];

test('divides the chatforms page, default props, and not the live history, an option', () => {
  expect(findDefaultPropsRatio(chat, 'oneFormCpuMs', 'react-floor')).toBe(2);
  expect(findDefaultPropsRatio(chat, 'chatMountCpuMs', 'react-floor')).toBe(2);
});

test('takes the lower of rjsf and Adaptive Cards as the best peer', () => {
  expect(findBestPeerRatio(chat, 'oneFormMs')).toBe(1.5);
  expect(findBestPeerRatio(chat, 'retainedHeapBytes')).toBe(1.5);
});

test('names each budget a run exceeds, and one it could not measure', () => {
  const budgets = [
    { name: 'heap', figure: 'retainedHeapBytes', reference: 'plain-react', limit: 1.1 },
    { name: 'cpu', figure: 'chatMountCpuMs', reference: 'react-floor', limit: 5 },
    { name: 'dom', figure: 'chatMountCpuMs', reference: 'dom-floor', limit: 9 },
  ] as const;
  expect(findExceededBudgets(chat, budgets)).toEqual([
    'heap: 1.20×, over its budget of 1.1×',
    'dom: not measured, over its budget of 9×',
  ]);
});

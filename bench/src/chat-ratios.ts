import type { PageName } from './build-pages.js';
import type { ChatResult } from './chat-bench.js';
import type { Summary } from './statistics.js';

/** One column of the chat table: a figure every page may have. */
export type ChatFigure = keyof Omit<ChatResult, 'page'>;

/**
 * Where the chat scenarios show chatforms with default props: the `chatforms` page, for a single
 * form and for a history alike (each form static until the reader interacts with it, the default
 * since issue 37). `chatforms-live-history` is the `offscreen="live"` option, reported beside it.
 */
export const defaultPropsPages: Record<ChatFigure, PageName> = {
  oneFormMs: 'chatforms',
  oneFormCpuMs: 'chatforms',
  firstFormMs: 'chatforms',
  chatMountMs: 'chatforms',
  chatMountCpuMs: 'chatforms',
  retainedHeapBytes: 'chatforms',
};

/** The peers issue 37 holds chatforms to: the best of them on each figure. */
const peerPages: readonly PageName[] = ['rjsf', 'adaptivecards'];

function readMedian(chat: readonly ChatResult[], page: PageName, figure: ChatFigure) {
  const summary: Summary | undefined = chat.find((result) => result.page === page)?.[figure];
  return summary?.median;
}

/** chatforms with default props ÷ `page` on one figure, medians of the same run; undefined if either is missing. */
export function findDefaultPropsRatio(
  chat: readonly ChatResult[],
  figure: ChatFigure,
  page: PageName,
): number | undefined {
  const ours = readMedian(chat, defaultPropsPages[figure], figure);
  const theirs = readMedian(chat, page, figure);
  return ours === undefined || theirs === undefined || !(theirs > 0) ? undefined : ours / theirs;
}

/** chatforms with default props ÷ the best (lowest) of rjsf and Adaptive Cards on one figure. */
export function findBestPeerRatio(
  chat: readonly ChatResult[],
  figure: ChatFigure,
): number | undefined {
  const peers = peerPages
    .map((page) => readMedian(chat, page, figure))
    .filter((median) => median !== undefined && median > 0) as number[];
  const ours = readMedian(chat, defaultPropsPages[figure], figure);
  return ours === undefined || peers.length === 0 ? undefined : ours / Math.min(...peers);
}

/** A ratio of chatforms with default props to a reference that CI holds below `limit`. */
export interface RatioBudget {
  name: string;
  figure: ChatFigure;
  reference: PageName;
  limit: number;
}

/**
 * The ratios of the chat scenarios steady enough for CI to hold on the quick bench's own run (5
 * forms, one round), each a ratio within that run, so that the machine's load falls on both pages.
 * The heap is held at issue 37's target, 2× plain React's: with forms static until the reader
 * interacts (the default since then) a quick run measured 1.66×, against 2.58× to 2.63× in four
 * runs of the old live default. The CPU, one mount of 5 forms, measured 1.48× to 2.34× React's
 * floor at load 34 to 37 (target 1.2×, not met), so its budget leaves room for that spread and
 * catches a history made a third to a half slower.
 */
export const chatRatioBudgets: readonly RatioBudget[] = [
  {
    name: 'JS heap kept by the history, to plain React',
    figure: 'retainedHeapBytes',
    reference: 'plain-react',
    limit: 2,
  },
  {
    name: "history mount CPU, to React's floor",
    figure: 'chatMountCpuMs',
    reference: 'react-floor',
    limit: 3,
  },
];

/** Each budget the run's ratios exceed, described; none when all hold. */
export function findExceededBudgets(
  chat: readonly ChatResult[],
  budgets: readonly RatioBudget[] = chatRatioBudgets,
): string[] {
  return budgets.flatMap((budget) => {
    const ratio = findDefaultPropsRatio(chat, budget.figure, budget.reference);
    if (ratio !== undefined && ratio <= budget.limit) return [];
    const measured = ratio === undefined ? 'not measured' : `${ratio.toFixed(2)}×`;
    return [`${budget.name}: ${measured}, over its budget of ${budget.limit}×`];
  });
}

import type { PageName } from './build-pages.js';
import type { ChatResult } from './chat-bench.js';
import type { Summary } from './statistics.js';

/** One column of the chat table: a figure every page may have. */
export type ChatFigure = keyof Omit<ChatResult, 'page'>;

/**
 * Where the chat scenarios show chatforms with default props: a single form is the `chatforms`
 * page's, a history is `chatforms-live-history`'s (`offscreen="live"`, the default), since the
 * `chatforms` page renders its history with `offscreen="static"`.
 */
export const defaultPropsPages: Record<ChatFigure, PageName> = {
  oneFormMs: 'chatforms',
  oneFormCpuMs: 'chatforms',
  firstFormMs: 'chatforms',
  chatMountMs: 'chatforms-live-history',
  chatMountCpuMs: 'chatforms-live-history',
  retainedHeapBytes: 'chatforms-live-history',
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
 * Neither meets issue 37's target yet (2× plain React's heap, 1.2× React's floor). Four quick runs
 * at load 34 to 37 measured the heap at 2.58×, 2.63×, 2.59× and 2.59×, steady, so its budget sits
 * just above; the CPU, one mount of 5 forms, at 2.00×, 2.03×, 1.48× and 2.34×, so its budget
 * leaves room for that spread and catches a history made a third to a half slower. Both are to
 * come down as the targets come within reach.
 */
export const chatRatioBudgets: readonly RatioBudget[] = [
  {
    name: 'JS heap kept by the history, to plain React',
    figure: 'retainedHeapBytes',
    reference: 'plain-react',
    limit: 2.8,
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

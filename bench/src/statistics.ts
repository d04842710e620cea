/** The median of several runs with their spread. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Summarises samples; throws on an empty list, since a figure without runs is a harness bug. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('no samples to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: sorted.length };
}

/** True when every figure of a summary is a finite number. */
export function isFiniteSummary(summary: Summary): boolean {
  return [summary.median, summary.min, summary.max].every(Number.isFinite);
}

import type { Summary } from './statistics.js';

/** A figure to three significant digits or so, thousands separated. */
export function formatNumber(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString('en-US');
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** "median (min–max)". */
export function formatSummary(summary: Summary): string {
  return `${formatNumber(summary.median)} (${formatNumber(summary.min)}–${formatNumber(summary.max)})`;
}

/** Bytes as kilobytes with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** "3.2× less" when ours is lower (better for times and sizes), "1.5× more" otherwise. */
export function formatRatio(ours: number, theirs: number): string {
  if (ours === 0 && theirs === 0) return 'equal';
  if (ours === 0) return 'none vs some';
  if (theirs === 0) return 'some vs none';
  const ratio = theirs / ours;
  if (Math.abs(ratio - 1) < 0.05) return 'about equal';
  return ratio > 1 ? `**${ratio.toFixed(1)}× less**` : `${(1 / ratio).toFixed(1)}× more`;
}

/** A Markdown table. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

import type { DraftOption } from '@chatforms/core/editing';

/** The value an option gets from its label: lower-case words joined by dashes (`Very happy` → `very-happy`). */
export function deriveOptionValue(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** True while an option's value still follows its label: the author has not written one by hand. */
function isValueDerived(option: DraftOption): boolean {
  // `option-N` is what "Add option" and new elements start with, so it follows the label too; a
  // number (a scale's `1`…`5`) stays when its label grows into `1 – Poor`.
  if (/^\d+$/.test(option.value)) return false;
  return (
    option.value === '' ||
    /^option-\d+$/.test(option.value) ||
    withoutSuffix(option.value) === deriveOptionValue(option.label)
  );
}

function withoutSuffix(value: string): string {
  return value.replace(/-\d+$/, '');
}

/** A derived value not used by another option, numbered when the plain one is taken. */
function pickFreeValue(label: string, taken: ReadonlySet<string>, position: number): string {
  const base = deriveOptionValue(label) || `option-${position}`;
  let value = base;
  for (let number = 2; taken.has(value); number += 1) value = `${base}-${number}`;
  return value;
}

/** Sets an option's label, and its value too while the value still follows the label. */
export function relabelOption(
  options: readonly DraftOption[],
  index: number,
  label: string,
): DraftOption[] {
  const taken = new Set(options.filter((_, at) => at !== index).map((option) => option.value));
  return options.map((option, at) => {
    if (at !== index) return option;
    if (!isValueDerived(option)) return { ...option, label };
    return { label, value: pickFreeValue(label, taken, index + 1) };
  });
}

/**
 * Reads a pasted list, one option a line: `Label`, or `Label | value` to choose the value (a tab, as
 * pasted from a spreadsheet, works like `|`). Blank lines are skipped; derived values are unique.
 */
export function parseOptionList(text: string): DraftOption[] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cut = Math.max(line.lastIndexOf('|'), line.lastIndexOf('\t'));
      return cut === -1
        ? { label: line, value: undefined }
        : { label: line.slice(0, cut).trim(), value: line.slice(cut + 1).trim() || undefined };
    });
  const taken = new Set(rows.flatMap((row) => (row.value === undefined ? [] : [row.value])));
  return rows.map((row, index) => {
    if (row.value !== undefined) return { label: row.label, value: row.value };
    const value = pickFreeValue(row.label, taken, index + 1);
    taken.add(value);
    return { label: row.label, value };
  });
}

/** Writes options as `parseOptionList` reads them, leaving out values that follow their labels. */
export function formatOptionList(options: readonly DraftOption[]): string {
  return options
    .map((option) =>
      option.value === deriveOptionValue(option.label)
        ? option.label
        : `${option.label} | ${option.value}`,
    )
    .join('\n');
}

/** Ready-made option lists for common questions. */
export const optionPresets: readonly { name: string; options: readonly DraftOption[] }[] = [
  {
    name: '1–5 scale',
    options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
  },
  {
    name: 'Yes / no',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    name: 'Agree scale (5 points)',
    options: [
      { value: 'strongly-disagree', label: 'Strongly disagree' },
      { value: 'disagree', label: 'Disagree' },
      { value: 'neutral', label: 'Neither agree nor disagree' },
      { value: 'agree', label: 'Agree' },
      { value: 'strongly-agree', label: 'Strongly agree' },
    ],
  },
];

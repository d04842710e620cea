import {
  createTypeIssue,
  createValueIssue,
  type FormValue,
  type ValueCheck,
  type ValueIssue,
} from '../values.js';

/** The bounds and step a number element puts on its value; every key optional. */
export interface NumberRules {
  readonly optional: boolean;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly step?: number | undefined;
}

// Digits with one decimal separator, a point or a comma (a reader with a German keyboard types
// "2,5"); no grouping separators, since "1,000" would be a thousand to some readers and one to others.
const decimalText = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The number a reader typed, or undefined when the text is not a decimal number. Leading and
 * trailing spaces are allowed; a comma is read as the decimal separator.
 */
export function readDecimalText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!decimalText.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The text sent for a typed number: the decimal written with a point, without a sign for positive
 * numbers or spaces, so a backend reads it with `Number()` or a decimal library in any locale.
 */
export function writeDecimalText(text: string): string {
  const trimmed = text.trim();
  if (!decimalText.test(trimmed)) return text;
  const point = trimmed.replace(',', '.').replace(/^\+/, '');
  const sign = point.startsWith('-') ? '-' : '';
  const digits = point.replace(/^-/, '');
  // ".5" and "5." are numbers to a reader; a backend's parser may want "0.5" and "5".
  const whole = digits.startsWith('.') ? `0${digits}` : digits;
  return sign + (whole.endsWith('.') ? whole.slice(0, -1) : whole);
}

/** How many digits a number has after its decimal point, as JavaScript writes it. */
function countDecimals(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  const decimals = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent));
}

/**
 * Whether `value` is `base` plus a whole number of `step`s. The three are scaled to integers first,
 * so a step of 0.1 accepts 0.3, which binary floating point alone would not.
 */
export function isOnStep(value: number, step: number, base: number): boolean {
  const scale = 10 ** Math.max(countDecimals(value), countDecimals(step), countDecimals(base));
  const offset = Math.round(value * scale) - Math.round(base * scale);
  return offset % Math.round(step * scale) === 0;
}

/** The two values on the step either side of `value`, written as JavaScript writes numbers. */
function findNearestOnStep(value: number, step: number, base: number): [string, string] {
  const decimals = Math.max(countDecimals(step), countDecimals(base));
  const below = base + Math.floor((value - base) / step) * step;
  return [below.toFixed(decimals), (below + step).toFixed(decimals)].map((text) =>
    String(Number(text)),
  ) as [string, string];
}

/** The problem of a number outside its element's rules, or undefined when it keeps them all. */
export function findNumberIssue(value: number, rules: NumberRules): ValueIssue | undefined {
  if (rules.min !== undefined && value < rules.min)
    return createValueIssue('too_small', `Enter ${rules.min} or more`);
  if (rules.max !== undefined && value > rules.max)
    return createValueIssue('too_big', `Enter ${rules.max} or less`);
  if (rules.step === undefined) return undefined;
  // As in HTML, steps count from `min`, or from zero without one.
  const base = rules.min ?? 0;
  if (isOnStep(value, rules.step, base)) return undefined;
  const [below, above] = findNearestOnStep(value, rules.step, base);
  return createValueIssue('off_step', `Enter ${below} or ${above}: the steps are ${rules.step}`);
}

// "1,000" is a thousand to an English reader and one to a German one: refused rather than guessed.
const groupedThousands = /^[+-]?[1-9]\d{0,2},\d{3}$/;

/** True for text that reads as a different number with a comma as decimal or grouping separator. */
export function isAmbiguousDecimalText(text: string): boolean {
  return groupedThousands.test(text.trim());
}

/**
 * The value check of a number: text holding a decimal number within `min` and `max` and on
 * `step`, or blank when optional. The value stays text, as the reader typed it.
 */
export function createNumberValueCheck(rules: NumberRules): ValueCheck {
  const notText = createTypeIssue('string', 'Expected a number written as text');
  const required = createValueIssue('required', 'This field is required');
  const notANumber = createValueIssue('not_a_number', 'Enter a number, such as 12 or 2.5');
  const ambiguous = createValueIssue(
    'ambiguous_number',
    'Write the number without a thousands separator, or with a point for decimals',
  );
  return (value = '', issues) => {
    if (typeof value !== 'string') issues.push(notText);
    else if (value.trim() === '') {
      if (!rules.optional) issues.push(required);
    } else if (isAmbiguousDecimalText(value)) issues.push(ambiguous);
    else {
      const number = readDecimalText(value);
      const issue = number === undefined ? notANumber : findNumberIssue(number, rules);
      if (issue !== undefined) issues.push(issue);
    }
    return value as FormValue;
  };
}

import {
  createTypeIssue,
  createValueIssue,
  type FormValue,
  type ValueCheck,
  type ValueIssue,
} from '../values.js';

/** The parts of a rating element that decide which numbers it offers. */
export interface RatingScale {
  /** Stars from 1, or the 0–10 scale of a Net Promoter Score. */
  readonly scale: 'stars' | 'nps';
  /** The number of stars; 5 when absent. */
  readonly max?: number | undefined;
}

/** The number of stars a stars rating offers when the message gives no `max`. */
const defaultRatingStars = 5;

/**
 * The lowest and highest number a rating offers: 1 to `max` stars, or 0 to 10 for a Net Promoter
 * Score, whose question ("how likely are you to recommend…") is always asked on that scale.
 */
export function getRatingRange(rating: RatingScale): { lowest: number; highest: number } {
  return rating.scale === 'nps'
    ? { lowest: 0, highest: 10 }
    : { lowest: 1, highest: rating.max ?? defaultRatingStars };
}

/** Every number a rating offers, lowest first. */
export function listRatingNumbers(rating: RatingScale): number[] {
  const { lowest, highest } = getRatingRange(rating);
  return Array.from({ length: highest - lowest + 1 }, (_, index) => lowest + index);
}

/** The issue of a number outside a rating's scale, carrying the range for the renderer's language. */
function createOutOfRangeIssue(rating: RatingScale): ValueIssue {
  const range = getRatingRange(rating);
  return Object.freeze({
    ...createValueIssue(
      'out_of_range',
      `Choose a whole number from ${range.lowest} to ${range.highest}`,
    ),
    range: Object.freeze(range),
  });
}

/**
 * The value check of a rating: the number chosen written as text ("4"), within the scale, or blank
 * when optional. Text, as a number element's value and the spec fallback's option value are.
 */
export function createRatingValueCheck(rating: RatingScale & { optional: boolean }): ValueCheck {
  const notText = createTypeIssue('string', 'Expected a number written as text');
  const required = createValueIssue('required', 'This field is required');
  const outOfRange = createOutOfRangeIssue(rating);
  const { lowest, highest } = getRatingRange(rating);
  return (value = '', issues) => {
    if (typeof value !== 'string') issues.push(notText);
    else if (value === '') {
      if (!rating.optional) issues.push(required);
    } else if (!/^\d{1,2}$/.test(value) || Number(value) < lowest || Number(value) > highest) {
      issues.push(outOfRange);
    }
    return value as FormValue;
  };
}

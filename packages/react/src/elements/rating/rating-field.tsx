'use client';

import { listRatingNumbers, type RatingElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderChoiceFieldset } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/**
 * A rating: native radio inputs in a radiogroup, each drawn as a star or a numbered button, so the
 * browser gives arrow keys, one tab stop and what screen readers announce ("4, 4 of 5"). A star's
 * name is its number alone, which needs no translation.
 */
export const RatingField = memo(function RatingField({
  element,
  readOnly,
}: ElementProps<RatingElement>) {
  const hasEnds = element.lowLabel !== undefined || element.highLabel !== undefined;
  const field = useElementField(element, { hasHint: hasEnds });
  const { value, onChange, onBlur, ref } = field.field;
  const chosen = typeof value === 'string' && value !== '' ? Number(value) : undefined;
  const numbers = listRatingNumbers(element);
  const focusIndex = Math.max(0, numbers.indexOf(chosen ?? Number.NaN));
  const isStars = element.scale === 'stars';
  return renderChoiceFieldset(
    field,
    { isRadioGroup: true, variant: isStars ? 'stars' : 'scale' },
    numbers.map((number, index) => (
      <label
        key={number}
        className="chatforms-rating-option"
        // Stars up to the chosen one are filled, as a row of stars reads.
        data-filled={isStars && chosen !== undefined && number <= chosen ? '' : undefined}
      >
        <input
          type="radio"
          className="chatforms-rating-input"
          name={field.ids.control}
          ref={index === focusIndex ? ref : undefined}
          value={number}
          checked={number === chosen}
          onChange={() => onChange(String(number))}
          onBlur={onBlur}
          disabled={readOnly}
        />
        {isStars ? (
          <>
            <span className="chatforms-rating-star" aria-hidden="true">
              ★
            </span>
            <span className="chatforms-visually-hidden">{number}</span>
          </>
        ) : (
          <span className="chatforms-rating-number">{number}</span>
        )}
      </label>
    )),
    hasEnds ? renderRatingEnds(element, numbers) : undefined,
  );
});

/** The words at the two ends of the scale, each under its end and read with its number. */
function renderRatingEnds(element: RatingElement, numbers: number[]) {
  return (
    <span className="chatforms-rating-ends">
      {renderRatingEnd(numbers[0], element.lowLabel)}
      {renderRatingEnd(numbers.at(-1), element.highLabel)}
    </span>
  );
}

/** One end's words with its number for screen readers; an end without words keeps its place, silent. */
function renderRatingEnd(number: number | undefined, words: string | undefined) {
  if (words === undefined) return <span />;
  return (
    <span dir="auto">
      <span className="chatforms-visually-hidden">{number}: </span>
      {words}
    </span>
  );
}

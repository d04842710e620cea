import { type ElementProps, useElementField } from '@chatforms/react';

import type { RatingElement } from './rating-element.js';

/** Draws a rating as a group of radio buttons, one per star, bound with `useElementField`. */
export function RatingField({ element, readOnly }: ElementProps<RatingElement>) {
  const { field, label, error, ids, describedBy, isRequired } = useElementField(element);
  const stars = Array.from({ length: element.max }, (_, index) => String(index + 1));
  return (
    <fieldset
      aria-labelledby={ids.label}
      aria-describedby={describedBy}
      aria-required={isRequired || undefined}
    >
      <legend id={ids.label}>{label}</legend>
      {stars.map((star) => (
        <label key={star}>
          <input
            type="radio"
            name={field.name}
            value={star}
            checked={field.value === star}
            disabled={readOnly}
            onChange={() => field.onChange(star)}
            onBlur={field.onBlur}
          />
          {`${star} ${star === '1' ? 'star' : 'stars'}`}
        </label>
      ))}
      {error === undefined ? null : <p id={ids.error}>{error}</p>}
    </fieldset>
  );
}

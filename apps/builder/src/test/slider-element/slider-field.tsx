import { type ElementProps, useElementField } from '@chatforms/react';

import type { SliderElement } from './slider-element.js';

/**
 * Draws a slider as a native range input bound with `useElementField`. A range always shows a
 * position, so the value stays empty (and a required slider unanswered) until the reader moves it.
 */
export function SliderField({ element, readOnly }: ElementProps<SliderElement>) {
  const { field, label, error, ids, describedBy, isRequired } = useElementField(element);
  // A slider cannot carry aria-required, so a required one says so in its label.
  const chosen = typeof field.value === 'string' ? field.value : '';
  return (
    <div>
      <label id={ids.label} htmlFor={ids.control}>
        {isRequired ? `${label} (required)` : label}
      </label>
      <input
        id={ids.control}
        type="range"
        name={field.name}
        min={1}
        max={element.max}
        step={1}
        value={chosen === '' ? '1' : chosen}
        aria-valuetext={chosen === '' ? 'not chosen' : `${chosen} of ${element.max}`}
        aria-describedby={describedBy}
        disabled={readOnly}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      {error === undefined ? null : <p id={ids.error}>{error}</p>}
    </div>
  );
}

// The registration lines: the only places outside this folder that learn of the rating type.
import { registerElementType } from '@chatforms/core';
import { registerElementComponent } from '@chatforms/react';

import { registerElementInspector } from '../../element-types/element-inspector-registry.js';
import { type RatingElement, ratingElementType } from './rating-element.js';
import { RatingField } from './rating-field.js';
import { ratingInspector } from './rating-inspector.js';

declare module '@chatforms/core' {
  interface RegisteredElementTypes {
    rating: RatingElement;
  }
}

registerElementType(ratingElementType);
registerElementComponent('rating', RatingField);
registerElementInspector(ratingInspector);

// The registration lines: the only places outside this folder that learn of the slider type.
import { registerElementType } from '@chatforms/core';
import { registerElementComponent } from '@chatforms/react';

import { registerElementInspector } from '../../element-types/element-inspector-registry.js';
import { type SliderElement, sliderElementType } from './slider-element.js';
import { SliderField } from './slider-field.js';
import { sliderInspector } from './slider-inspector.js';

declare module '@chatforms/core' {
  interface RegisteredElementTypes {
    slider: SliderElement;
  }
}

registerElementType(sliderElementType);
registerElementComponent('slider', SliderField);
registerElementInspector(sliderInspector);

import type { ElementType } from '@chatforms/core';
import type { DraftElementOf } from '@chatforms/fixtures';

import type { InteractiveFormProps } from '../interactive-form.js';

/** The args of an element story: the element's spec fields as controls, and how the form is shown. */
export type ElementStoryArgs<K extends ElementType> = DraftElementOf<K> &
  Pick<InteractiveFormProps, 'theme' | 'dir' | 'readOnly' | 'onSubmit'>;

/** Controls that are not the reader's to change: the type, the id, and the toolbar's theme and direction. */
export const fixedElementArgTypes = {
  elementType: { control: false },
  elementId: { control: false },
  theme: { control: false, description: 'Set from the toolbar.' },
  dir: { control: false, description: 'Set from the toolbar.' },
} as const;

import type { DraftElement } from '@chatforms/core/editing';
import {
  getFieldLabel,
  getFieldOptions,
  isRequiredField,
  type BenchForm,
} from './large-form-fields.js';

/** An Adaptive Card element or card as JSON. */
export type AdaptiveCardJson = Record<string, unknown>;

function toChoiceSet(field: DraftElement, style: 'compact' | 'expanded', isMultiSelect: boolean) {
  const choices = getFieldOptions(field).map((option) => ({
    title: option.label,
    value: option.value,
  }));
  return { type: 'Input.ChoiceSet', style, isMultiSelect, choices };
}

function toInput(field: DraftElement): AdaptiveCardJson {
  const common = {
    id: field.elementId,
    label: getFieldLabel(field),
    isRequired: isRequiredField(field),
    errorMessage: 'This field is required',
  };
  switch (field.elementType) {
    case 'checkbox':
      return { ...toChoiceSet(field, 'expanded', true), ...common };
    case 'radio':
      return { ...toChoiceSet(field, 'expanded', false), ...common };
    case 'dropdown':
    case 'singleSelect':
      return { ...toChoiceSet(field, 'compact', false), ...common };
    case 'textInput':
    case 'dateTime':
    case 'label':
    case 'button':
      return {
        type: 'Input.Text',
        ...common,
        isMultiline: field.elementType === 'textInput' && (field.maxLines ?? 1) > 1,
      };
  }
}

/** Converts a form to an Adaptive Card: same inputs in order, labels, choices and required flags. */
export function toAdaptiveCard(form: BenchForm): AdaptiveCardJson {
  const title =
    form.title === undefined ? [] : [{ type: 'TextBlock', text: form.title, wrap: true }];
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body: [...title, ...form.formFields.map(toInput)],
    actions: [{ type: 'Action.Submit', id: 'submit', title: 'Submit' }],
  };
}

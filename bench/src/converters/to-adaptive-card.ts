import type { BuiltInElementType } from '@chatforms/core';
import type { DraftElement } from '@chatforms/core/editing';

import {
  type BenchForm,
  getFieldLabel,
  getFieldOptions,
  isRequiredField,
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

function toTextInput(field: DraftElement): AdaptiveCardJson {
  const maxLines = 'maxLines' in field && typeof field.maxLines === 'number' ? field.maxLines : 1;
  return { type: 'Input.Text', isMultiline: maxLines > 1 };
}

const plainText = (): AdaptiveCardJson => ({ type: 'Input.Text', isMultiline: false });

/** The Adaptive Card input each element type becomes; labels, buttons and types it lacks, text. */
const cardInputs = {
  label: plainText,
  textInput: toTextInput,
  button: plainText,
  checkbox: (field) => toChoiceSet(field, 'expanded', true),
  radio: (field) => toChoiceSet(field, 'expanded', false),
  dropdown: (field) => toChoiceSet(field, 'compact', false),
  singleSelect: (field) => toChoiceSet(field, 'compact', false),
  dateTime: plainText,
} satisfies Partial<Record<BuiltInElementType, (field: DraftElement) => AdaptiveCardJson>>;

function toInput(field: DraftElement): AdaptiveCardJson {
  const toCardInput =
    (cardInputs as Record<string, (field: DraftElement) => AdaptiveCardJson>)[field.elementType] ??
    plainText;
  return {
    ...toCardInput(field),
    id: field.elementId,
    label: getFieldLabel(field),
    isRequired: isRequiredField(field),
    errorMessage: 'This field is required',
  };
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

export { defaultRequestTimeoutMs } from './actions/request-timeout.js';
export {
  elementComponents,
  loadElementComponents,
  registerElementComponent,
} from './element-components.js';
export type { ElementComponents, ElementProps } from './element-props.js';
export { ButtonField } from './elements/button/button-field.js';
export { CheckboxField } from './elements/checkbox/checkbox-field.js';
export { DateTimeField } from './elements/date-time/date-time-field.js';
export { DropdownField } from './elements/dropdown/dropdown-field.js';
export { LabelField } from './elements/label/label-field.js';
export { NumberField } from './elements/number/number-field.js';
export { RadioField } from './elements/radio/radio-field.js';
export { RatingField } from './elements/rating/rating-field.js';
export { SingleSelectField } from './elements/single-select/single-select-field.js';
export { TextInputField } from './elements/text-input/text-input-field.js';
export { toElementId, toFieldName } from './field-names.js';
export type { FormTranslations } from './form-locale.js';
export type { InteractiveFormProps } from './interactive-form.js';
export { InteractiveForm } from './interactive-form.js';
export type {
  ActionStatus,
  ButtonState,
  FormSubmission,
  InteractiveFormOptions,
  SubmitResult,
} from './interactive-form-options.js';
export { InteractiveFormProvider } from './interactive-form-provider.js';
export type { OnDemandComponent } from './load-element-on-demand.js';
export { loadFormLocale } from './load-form-locale.js';
export type { FieldIssue, FormMessages } from './messages.js';
export { defaultMessages } from './messages.js';
export { useButtonControl } from './use-button-control.js';
export type { ElementField, FieldElement } from './use-element-field.js';
export { useElementField } from './use-element-field.js';
export type { InteractiveFormController } from './use-interactive-form.js';
export { useInteractiveForm } from './use-interactive-form.js';
export type { FormValuesStore } from './values-store.js';
export { loadDateTimePatterns, loadDateTimeSupport } from '@chatforms/core/renderer';

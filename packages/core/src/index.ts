export type { ActionRegistry } from './actions/action-registry.js';
export {
  builtInActionDefinitions,
  createActionRegistry,
  defaultActionRegistry,
} from './actions/action-registry.js';
export type { ActionTypeDefinition } from './actions/action-type.js';
export { defineActionType } from './actions/action-type.js';
export type {
  ApiAction,
  ApiActionBodyFormat,
  ApiActionRequest,
  ApiActionRequestContext,
} from './actions/api-action.js';
export {
  apiActionBodyFormats,
  apiActionMethods,
  apiActionSchema,
  buildApiActionRequest,
  createApiAction,
} from './actions/api-action.js';
export type { ActionType, ButtonAction } from './actions/button-action.js';
export { actionTypes, buttonActionSchema, findActionDefinition } from './actions/button-action.js';
export type { CustomAction } from './actions/custom-action.js';
export { createCustomAction, customActionSchema } from './actions/custom-action.js';
export type { DeepLinkAction } from './actions/deep-link-action.js';
export { createDeepLinkAction, deepLinkActionSchema } from './actions/deep-link-action.js';
export type { KitEnvelopeContext } from './actions/kit-envelope.js';
export {
  isHttpUrl,
  isSafeDeepLinkUrl,
  normaliseDeepLinkUrl,
  normaliseHttpUrl,
} from './actions/url.js';
export type { UrlNavigationAction } from './actions/url-navigation.js';
export { createUrlNavigationAction, urlNavigationActionSchema } from './actions/url-navigation.js';
export type { ActionNames, WriteOptions } from './actions/write-action.js';
export { getActionTypeName, writeButtonAction } from './actions/write-action.js';
export type { CardInteractiveData, CardMessage, CardMessageInput } from './card-message.js';
export {
  cardInteractiveDataSchema,
  cardMessageSchema,
  createCardMessage,
  describeCardImage,
  isCardImageUrl,
  readCardAsFormMessage,
} from './card-message.js';
export type { FormMessageFields } from './create-form-message.js';
export type { ButtonElement } from './elements/button/button.js';
export { buttonElementSchema, createButtonElement } from './elements/button/button.js';
export type { CheckboxElement } from './elements/checkbox/checkbox.js';
export { checkboxElementSchema, createCheckboxElement } from './elements/checkbox/checkbox.js';
export type { DateTimeElement } from './elements/date-time/date-time.js';
export type { DateTimeMode } from './elements/date-time/date-time-pattern.js';
export { dateTimeModes } from './elements/date-time/date-time-shapes.js';
export type { DropdownElement } from './elements/dropdown/dropdown.js';
export { createDropdownElement, dropdownElementSchema } from './elements/dropdown/dropdown.js';
export type { Option } from './elements/element-base.js';
export { optionSchema } from './elements/element-base.js';
export type { ElementRegistry, MessageSchemas } from './elements/element-registry.js';
export type {
  ElementSchema,
  ElementShape,
  ElementTypeDefinition,
  InputBehaviour,
} from './elements/element-type.js';
export { defineElementType } from './elements/element-type.js';
export type {
  BuiltInElementType,
  ElementType,
  FormElement,
  FormElementInput,
  RegisteredElementTypes,
} from './elements/form-element.js';
export type { LabelElement } from './elements/label/label.js';
export { createLabelElement, labelElementSchema } from './elements/label/label.js';
export type { NumberElement } from './elements/number/number.js';
export { createNumberElement, numberElementSchema } from './elements/number/number.js';
export type { RadioElement } from './elements/radio/radio.js';
export { createRadioElement, radioElementSchema } from './elements/radio/radio.js';
export type { RatingElement } from './elements/rating/rating.js';
export { createRatingElement, ratingElementSchema } from './elements/rating/rating.js';
export type { RatingScale } from './elements/rating/rating-scale.js';
export { getRatingRange, listRatingNumbers } from './elements/rating/rating-scale.js';
export type { SingleSelectElement } from './elements/single-select/single-select.js';
export {
  createSingleSelectElement,
  singleSelectElementSchema,
} from './elements/single-select/single-select.js';
export type { TextInputElement } from './elements/text-input/text-input.js';
export {
  createTextInputElement,
  textInputElementSchema,
} from './elements/text-input/text-input.js';
export type { CharacterCount } from './elements/text-input/text-rules.js';
export { countCharacters, getCharacterCount } from './elements/text-input/text-rules.js';
export type { FormValue, FormValues, ValueCheck, ValueIssue } from './elements/values.js';
export type { VisibleWhen } from './elements/visible-when.js';
export { visibleWhenSchema } from './elements/visible-when.js';
export {
  builtInElementDefinitions,
  checkDataSize,
  createCardMessageJsonSchema,
  createDateTimeElement,
  createElementRegistry,
  createFormMessage,
  createFormMessageJsonSchema,
  createSubmissionSchema,
  dateTimeElementSchema,
  defaultElementRegistry,
  findElementDefinition,
  findHiddenElementIds,
  findOtherInteractiveType,
  formatKitFormData,
  formatSubmission,
  formElementSchema,
  formMessageDataSchema,
  formMessageSchema,
  getDefaultValues,
  getInputElements,
  interactiveDataSchema,
  isInputElement,
  isPressableElement,
  listElementDefinitions,
  listElementIds,
  listElementTypes,
  listReceiptAnswers,
  normaliseFormMessage,
  parseButtonAction,
  parseCardMessage,
  parseFormElement,
  parseFormMessage,
  parseInteractiveData,
  readInteractiveMessageText,
  readKitFormData,
  registerActionType,
  registerElementType,
  unregisterElementType,
  validateSubmission,
  writeFormMessage,
} from './installed-exports.js';
export type { Interaction, InteractionGoal } from './interaction-goal.js';
export {
  interactionGoalSchema,
  interactionGoalTypes,
  interactionSchema,
  isInteractionGoalComplete,
} from './interaction-goal.js';
export type { InteractiveData } from './interactive-data.js';
export type { Issue, JsonPath, ParseResult } from './issue.js';
export { createIssue, fromZodIssues, toJsonPointer } from './issue.js';
export type { JsonSchema, JsonSchemaOptions } from './json-schema.js';
export type { KitFormDataOptions } from './kit-form-data.js';
export { countCodePoints, countUtf8Bytes, messageLimits } from './limits.js';
export type { FormMessage, FormMessageInput } from './message.js';
export type { NextStepReading } from './next-step.js';
export { readNextStep, writeNextStep } from './next-step.js';
export type { Normalised, NormaliseReport } from './normalise-report.js';
export { findParseResult } from './parse-message.js';
export type { ParseOptions } from './parse-options.js';
export type { InteractiveMessageText, OtherInteractiveType } from './read-interactive-message.js';
export { otherInteractiveTypes } from './read-interactive-message.js';
export type { ReceiptAnswer } from './receipt.js';
export type { FormSource, SubmissionOptions } from './submission.js';
export { getInteractiveData } from './submission.js';
export type { ElementTexts, FormTexts, Translations } from './translations/form-translations.js';
export {
  findTranslationLanguage,
  translateForm,
  translationsSchema,
} from './translations/form-translations.js';
export type { WriteMessageOptions, WrittenFormMessage } from './write-form-message.js';

// The public API of @chatforms/core/renderer: what a renderer reads, checks and writes, with the
// dateTime element's code and custom dateTimeFormat patterns loaded on demand. Unlike the other
// entries it installs neither, so a renderer's bundle leaves them out until a message asks: parsing
// a message with a dateTime first reports `date_time_not_loaded` (and `date_time_patterns_not_loaded`
// for a custom pattern); once `loadDateTimeSupport()` (and `loadDateTimePatterns()`) resolve, the
// message parses as it does everywhere else.
export type { ApiAction, ApiActionBodyFormat, ApiActionRequest } from '../actions/api-action.js';
export { buildApiActionRequest } from '../actions/api-action.js';
export type { ActionType, ButtonAction } from '../actions/button-action.js';
export {
  isHttpUrl,
  isSafeDeepLinkUrl,
  normaliseDeepLinkUrl,
  normaliseHttpUrl,
} from '../actions/url.js';
export type { CardMessage } from '../card-message.js';
export { describeCardImage, isCardImageUrl, readCardAsFormMessage } from '../card-message.js';
export { getDefaultValues } from '../default-values.js';
export type { ButtonElement } from '../elements/button/button.js';
export type { CheckboxElement } from '../elements/checkbox/checkbox.js';
export type { DateTimeElement } from '../elements/date-time/date-time.js';
export { getDateTimeBounds, hasDateTimeSupport } from '../elements/date-time/date-time.js';
export {
  describeDateTimeValue,
  findWallTimeInstant,
  formatTimeZoneAbbreviation,
  formatWallTime,
  getTimeZoneLabel,
  loadDateTimeSupport,
} from '../elements/date-time/date-time-on-demand.js';
export {
  hasDateTimePatterns,
  loadDateTimePatterns,
} from '../elements/date-time/date-time-pattern.js';
export type { DateTimePatternEngine } from '../elements/date-time/date-time-pattern-engine.js';
export type { WallTimeDescription } from '../elements/date-time/date-time-wall-time.js';
export { resolveTimeZone } from '../elements/date-time/resolve-time-zone.js';
export type { DropdownElement } from '../elements/dropdown/dropdown.js';
export type { Option } from '../elements/element-base.js';
export { isInputElement } from '../elements/element-registry.js';
export type { BuiltInElementType, ElementType, FormElement } from '../elements/form-element.js';
export type { LabelElement } from '../elements/label/label.js';
export type { NumberElement } from '../elements/number/number.js';
export type { RadioElement } from '../elements/radio/radio.js';
export type { RatingElement } from '../elements/rating/rating.js';
export type { RatingScale } from '../elements/rating/rating-scale.js';
export { getRatingRange, listRatingNumbers } from '../elements/rating/rating-scale.js';
export type { SingleSelectElement } from '../elements/single-select/single-select.js';
export type { TextInputElement } from '../elements/text-input/text-input.js';
export type { CharacterCount } from '../elements/text-input/text-rules.js';
export { countCharacters, getCharacterCount } from '../elements/text-input/text-rules.js';
export type { FormValue, FormValues } from '../elements/values.js';
export type { VisibleWhen } from '../elements/visible-when.js';
export { getInputElements } from '../input-elements.js';
export type { Interaction, InteractionGoal } from '../interaction-goal.js';
export { isInteractionGoalComplete } from '../interaction-goal.js';
export type { Issue, ParseResult } from '../issue.js';
export { createIssue } from '../issue.js';
export { formatKitFormData } from '../kit-form-data.js';
export type { FormMessage } from '../message.js';
export type { NextStepReading } from '../next-step.js';
export { readNextStep } from '../next-step.js';
export { parseCardMessage } from '../parse-card-message.js';
export { findParseResult, parseFormElement, parseFormMessage } from '../parse-message.js';
export type { InteractiveMessageText, OtherInteractiveType } from '../read-interactive-message.js';
export {
  findOtherInteractiveType,
  readInteractiveMessageText,
} from '../read-interactive-message.js';
export { loadJsonSyntaxLocator } from '../read-json.js';
export type { ReceiptAnswer } from '../receipt.js';
export { listReceiptAnswers } from '../receipt.js';
export { createSubmissionSchema, formatSubmission } from '../submission.js';
export type { Translations } from '../translations/form-translations.js';
export { findTranslationLanguage, translateForm } from '../translations/form-translations.js';
export { findHiddenElementIds } from '../visibility.js';

import type { FormElement } from '@chatforms/core/renderer';

/** A validation problem of one field, as core reports it: a stable `code` and an English `message`. */
export interface FieldIssue {
  code: string;
  message: string;
  element: FormElement;
  /**
   * The problem in the form's language, from `requiredField` and the like; core's `message` for a
   * problem no text here describes (a custom element's own message, a value that is no option).
   */
  text: string;
}

/**
 * Every string the renderer shows or announces, in one language. Pass some of them as `messages`
 * to change them, or whole sets as `translations` to add a language.
 */
export interface FormMessages {
  /** The BCP 47 tag these texts are written in; dates and times among them are formatted in it. */
  locale: string;
  /** The text under a field that failed validation; the default is the issue's `text`. */
  fieldError: (issue: FieldIssue) => string;
  /** A required text or date left empty. */
  requiredField: string;
  /** A required single choice (radio, dropdown, single select) left empty. */
  requiredChoice: string;
  /** A required checkbox group with nothing chosen. */
  requiredChoices: string;
  /** A text shorter than its input's `minLength` (in characters); also the rule's hint. */
  tooShort: (minimum: number) => string;
  /** A text longer than its input's `maxLength` (in characters). */
  tooLong: (maximum: number) => string;
  /** A text its input's `pattern` refuses, when the author gave no `patternMessage`. */
  patternMismatch: string;
  /** A checkbox group with fewer options chosen than its `minSelected`; also the rule's hint. */
  tooFewChoices: (minimum: number) => string;
  /** A checkbox group with more options chosen than its `maxSelected`; also the rule's hint. */
  tooManyChoices: (maximum: number) => string;
  /** A number off a rating's scale, `lowest` to `highest`; the same text as core's check. */
  outOfRange: (lowest: number, highest: number) => string;
  /** Spoken near and past a text's `maxLength`: `remaining` is negative past it. */
  charactersLeft: (remaining: number) => string;
  /** A date or time before the element's `from`, formatted in `locale`. */
  tooEarly: (earliest: string) => string;
  /** A date or time after the element's `to`, formatted in `locale`. */
  tooLate: (latest: string) => string;
  /** Announced when a submission stops at invalid fields. */
  invalidFieldCount: (count: number) => string;
  /** Announced while a button's action runs. */
  sending: string;
  /** Announced when a button's action succeeds. */
  sent: string;
  /** After a successful send, when the reader changed values while it was under way. */
  changesNotSent: string;
  /** A request answered with a status outside 2xx; `reason` is a 4xx answer's `error.message`, when it has one. */
  requestFailed: (status: number, reason?: string) => string;
  /** A 4xx answer that named fields; their messages show under them. */
  fieldsRejected: string;
  /** The request never got an answer (offline, DNS, refused). */
  networkError: string;
  /** The request got no answer within `requestTimeoutMs`. */
  timeout: string;
  /** A host handler (`onSubmit`, `onCustomAction`) threw. */
  actionFailed: string;
  /** The action ran but `onInteraction` failed, so the chat does not know yet. */
  interactionFailed: string;
  /** A link that is not safe to follow. */
  unsafeUrl: string;
  /** Under a button kept although its action cannot run; `reason` is core's English message. */
  unusableButton: (reason: string) => string;
  /** A customAction without an `onCustomAction` handler. */
  actionUnavailable: string;
  /** The retry button beside a failure. */
  retry: string;
  /** Completion text when the message gives no `goalCompletionText`. */
  completion: string;
  /** Shown for the moment a form waits for code loaded on demand (its date pickers, custom date formats). */
  loading: string;
  /** Heading of the fallback shown for a message that cannot be rendered. */
  unrenderable: string;
  /** Summary of the fallback's list of problems. */
  unrenderableDetails: string;
  /** Shown instead of a custom component that threw. */
  elementFailed: string;
  /** Spoken after group legends of required fields (groups cannot carry `aria-required`). */
  required: string;
  /** The empty choice of a dropdown without a default. */
  emptyOption: string;
  /** The time zone note beside a dateTime control. */
  timeZone: (label: string) => string;
  /** Above the choice between the two moments of a time the clocks pass twice (`time` formatted in `locale`). */
  repeatedTime: (time: string) => string;
  /** One of those two moments: its time, the zone's abbreviation where it has one, and its offset. */
  repeatedTimeOption: (time: string, offset: string, abbreviation: string | undefined) => string;
  /** Under a date and time the clocks skip; `nextTime` is the first that exists after it. */
  skippedTime: (time: string, nextTime: string) => string;
  /** Shown to the sender of a message they cannot fill in themselves. */
  senderReadOnly: string;
  /** Announced when a field appears because of an answer (its `visibleWhen`); `label` is the field's own text. */
  fieldShown: (label: string) => string;
}

/** The English strings, built in: used when no other language is asked for or found. */
export const defaultMessages: FormMessages = {
  locale: 'en',
  fieldError: (issue) => issue.text,
  requiredField: 'This field is required',
  requiredChoice: 'Choose an option',
  requiredChoices: 'Choose at least one option',
  tooShort: (minimum) => `Use at least ${minimum} character${minimum === 1 ? '' : 's'}`,
  tooLong: (maximum) => `Use at most ${maximum} character${maximum === 1 ? '' : 's'}`,
  patternMismatch: 'Enter text in the format asked for',
  tooFewChoices: (minimum) => `Choose at least ${minimum} option${minimum === 1 ? '' : 's'}`,
  tooManyChoices: (maximum) => `Choose at most ${maximum} option${maximum === 1 ? '' : 's'}`,
  outOfRange: (lowest, highest) => `Choose a whole number from ${lowest} to ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0
      ? `${remaining} character${remaining === 1 ? '' : 's'} left`
      : `${-remaining} character${remaining === -1 ? '' : 's'} too many`,
  tooEarly: (earliest) => `Choose ${earliest} or later`,
  tooLate: (latest) => `Choose ${latest} or earlier`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 field needs your attention.' : `${count} fields need your attention.`,
  sending: 'Sending…',
  sent: 'Sent.',
  changesNotSent: 'Changes made while sending were not sent.',
  requestFailed: (status, reason) =>
    `The server could not accept this (error ${status}). Your answers are kept; try again.${reason === undefined ? '' : ` The server said: ${reason}`}`,
  fieldsRejected: 'Some answers need a change; see the messages under the fields.',
  networkError: 'The server could not be reached. Your answers are kept; try again.',
  timeout: 'The server took too long to answer. Your answers are kept; try again.',
  actionFailed: 'Something went wrong. Your answers are kept; try again.',
  interactionFailed: 'Your answer was sent, but the chat could not record it. Try again.',
  unsafeUrl: 'This link cannot be opened.',
  unusableButton: (reason) => `This button cannot be used: ${reason}`,
  actionUnavailable: 'This button does not work here.',
  retry: 'Try again',
  completion: 'Thank you for filling out the form.',
  loading: 'Loading the form…',
  unrenderable: 'This form cannot be shown.',
  unrenderableDetails: 'Why',
  elementFailed: 'This part of the form could not be shown.',
  required: 'required',
  emptyOption: 'Choose…',
  timeZone: (label) => `Time zone: ${label}`,
  repeatedTime: (time) => `${time} happens twice on this day, as the clocks go back. Which one?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} does not exist on this day: the clocks go forward past it, to ${nextTime}. Choose another time.`,
  senderReadOnly: 'You sent this form, so you cannot fill it in.',
  fieldShown: (label) => `Now shown: ${label}`,
};

// The main entry's values that reach the dateTime code, the date-fns patterns, the JSON syntax
// locator or the compiled values check, each given back by withOnDemandCode in a call marked pure:
// a bundle that keeps one of them installs that code with it, and one that keeps none of them (one
// factory, one URL helper) leaves the code and date-fns out. Each keeps its own module's description.
import * as createFormMessageModule from './create-form-message.js';
import * as defaultSchemasModule from './default-schemas.js';
import * as defaultValuesModule from './default-values.js';
import * as builtInElementTypesModule from './elements/built-in-element-types.js';
import * as dateTimeModule from './elements/date-time/date-time.js';
import * as elementRegistryModule from './elements/element-registry.js';
import * as inputElementsModule from './input-elements.js';
import { withOnDemandCode } from './install-on-demand-code.js';
import * as interactiveDataModule from './interactive-data.js';
import * as jsonSchemaModule from './json-schema.js';
import * as kitFormDataModule from './kit-form-data.js';
import * as messageModule from './message.js';
import * as normaliseModule from './normalise.js';
import * as parseCardMessageModule from './parse-card-message.js';
import * as parseMessageModule from './parse-message.js';
import * as readInteractiveMessageModule from './read-interactive-message.js';
import * as receiptModule from './receipt.js';
import * as submissionModule from './submission.js';
import * as visibilityModule from './visibility.js';
import * as writeFormMessageModule from './write-form-message.js';

/**
 * The spec's 10 KB limit on `data`, as an issue, or undefined when the message fits (or has no data).
 * It measures `data` as given, as compact UTF-8 JSON: pass the message as written and sent, not a
 * parsed one, whose defaults add bytes that are never sent. `parseFormMessage` measures its input
 * before it normalises or checks anything. It limits what may be sent, not what may be shown, so
 * parsing in lenient mode reports it as a warning.
 */
export const checkDataSize = /* @__PURE__ */ withOnDemandCode(messageModule.checkDataSize);

/**
 * Creates the JSON Schema (draft 2020-12) of a card message (`type: "card"`) as it may be written:
 * its text, an https image and buttons with the same actions as a form's. Unique button ids and the
 * image's https rule are left to `parseCardMessage`.
 */
export const createCardMessageJsonSchema = /* @__PURE__ */ withOnDemandCode(
  jsonSchemaModule.createCardMessageJsonSchema,
);

/** The definitions of the built-in element types, in the spec's order. */
export const builtInElementDefinitions = /* @__PURE__ */ withOnDemandCode(
  builtInElementTypesModule.builtInElementDefinitions,
);

/** Creates a canonical dateTime element; throws a ZodError when the input is invalid. */
export const createDateTimeElement = /* @__PURE__ */ withOnDemandCode(
  dateTimeModule.createDateTimeElement,
);

/**
 * Creates a canonical, fully explicit form message; throws a ZodError when it is invalid.
 * @example
 * const message = createFormMessage({
 *   receiver: 'cometchat-uid-1', receiverType: 'user', title: 'Lunch?',
 *   formFields: [createTextInputElement({ elementId: 'dish', label: 'Dish', optional: false })],
 *   submitElement: createButtonElement({ elementId: 'send', buttonText: 'Send', action: createApiAction({ url: 'https://example.org/lunch' }) }),
 * });
 */
export const createFormMessage = /* @__PURE__ */ withOnDemandCode(
  createFormMessageModule.createFormMessage,
);

/**
 * Creates a registry holding `definitions` (the built-in types by default). A server, a CLI run or a
 * test that needs its own set of types makes one and passes it as `{ registry }`.
 * @example
 * const registry = createElementRegistry();
 * registry.register(sliderElementType);
 * const result = parseFormMessage(body, { registry });
 */
export const createElementRegistry = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.createElementRegistry,
);

/**
 * Creates the JSON Schema (draft 2020-12) of a form message as it may be written: keys with a
 * default are optional. It is written from the registry's own zod schema, so the two list the same
 * element types. Checks that JSON Schema cannot express (unique elementIds, defaults among options,
 * time zones, size limits) and the aliases that parsing accepts are left to `parseFormMessage`.
 * @example
 * writeFileSync('schema.json', JSON.stringify(createFormMessageJsonSchema(), null, 2));
 */
export const createFormMessageJsonSchema = /* @__PURE__ */ withOnDemandCode(
  jsonSchemaModule.createFormMessageJsonSchema,
);

/**
 * A zod schema for a form's values: every input's rules, and no keys the form does not have.
 * Any string is a safe elementId: values are read from own keys and written by definition.
 */
export const createSubmissionSchema = /* @__PURE__ */ withOnDemandCode(
  submissionModule.createSubmissionSchema,
);

/** A date, time or date-and-time picker showing wall time in `timezoneCode`. */
export const dateTimeElementSchema = /* @__PURE__ */ withOnDemandCode(
  dateTimeModule.dateTimeElementSchema,
);

/** The registry of the common case: the built-in types, and those `registerElementType` adds. */
export const defaultElementRegistry = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.defaultElementRegistry,
);

/** The definition of a canonical element type name in the default registry, or undefined. */
export const findElementDefinition = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.findElementDefinition,
);

/**
 * The type of an interactive message that is not a form (`card`, `scheduler`, `customInteractive`),
 * or undefined for a form or anything else; never throws. A renderer uses it to choose a view.
 */
export const findOtherInteractiveType = /* @__PURE__ */ withOnDemandCode(
  readInteractiveMessageModule.findOtherInteractiveType,
);

/** Any form element of the default registry's types, chosen by `elementType`. */
export const formElementSchema = /* @__PURE__ */ withOnDemandCode(
  defaultSchemasModule.formElementSchema,
);

/** The `data` of a form message: the form, its goal, who may interact and what already happened. */
export const formMessageDataSchema = /* @__PURE__ */ withOnDemandCode(
  defaultSchemasModule.formMessageDataSchema,
);

/**
 * An interactive form message, as sent to `POST /messages` and received by chat UIs: the default
 * registry's schema of the moment, so it accepts a type once `registerElementType` adds it.
 */
export const formMessageSchema = /* @__PURE__ */ withOnDemandCode(
  defaultSchemasModule.formMessageSchema,
);

/**
 * The values as the chat service's web kit (v4.2+) sends them under `formData`: blank inputs left
 * out, and each value rewritten where its type says so (a date and a time go as picked, a
 * date-and-time becomes the reader's wall time).
 */
export const formatKitFormData = /* @__PURE__ */ withOnDemandCode(
  kitFormDataModule.formatKitFormData,
);

/**
 * The values as they are sent: each input's control value rewritten where its type says so
 * (dateTime: written with its `dateTimeFormat` in its time zone); every other value unchanged.
 */
export const formatSubmission = /* @__PURE__ */ withOnDemandCode(submissionModule.formatSubmission);

/** The values a form starts with, keyed by elementId: defaults where given, blank otherwise. */
export const getDefaultValues = /* @__PURE__ */ withOnDemandCode(
  defaultValuesModule.getDefaultValues,
);

/** The elements of a form that submit a value, in order. */
export const getInputElements = /* @__PURE__ */ withOnDemandCode(
  inputElementsModule.getInputElements,
);

/**
 * The elementIds of a form's inputs that their `visibleWhen` hides for these values, as
 * validateSubmission decides it.
 */
export const findHiddenElementIds = /* @__PURE__ */ withOnDemandCode(
  visibilityModule.findHiddenElementIds,
);

/** What a reader answered, in form order and in the form's words, for a read-only receipt. */
export const listReceiptAnswers = /* @__PURE__ */ withOnDemandCode(
  receiptModule.listReceiptAnswers,
);

/** The form itself: its fields, its submit button and its completion text. */
export const interactiveDataSchema = /* @__PURE__ */ withOnDemandCode(
  defaultSchemasModule.interactiveDataSchema,
);

/** True for elements that submit a value in the default registry (not labels, buttons or unknown types). */
export const isInputElement = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.isInputElement,
);

/** True for elements a reader presses (buttons) in the default registry: the only ones a goal can name. */
export const isPressableElement = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.isPressableElement,
);

/** Every element type of the default registry, built-in first, then registered, in order. */
export const listElementDefinitions = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.listElementDefinitions,
);

/** Every elementId of a form, formFields first, then the submit button; drafts (before defaults) too. */
export const listElementIds = /* @__PURE__ */ withOnDemandCode(
  interactiveDataModule.listElementIds,
);

/** Every element type name the default registry accepts now: built-in first, then registered, in order. */
export const listElementTypes = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.listElementTypes,
);

/**
 * Renames the names other chat kits use (element, action and goal aliases) in a whole message without
 * validating it, and reports each change. `parseFormMessage` does this first; call it alone to show
 * or edit a message that does not parse yet in the names it will have. Never throws; the input is
 * not changed.
 * @example
 * const { value, warnings } = normaliseFormMessage(JSON.parse(pasted));
 * for (const warning of warnings) console.log(warning.pointer, warning.message);
 */
export const normaliseFormMessage = /* @__PURE__ */ withOnDemandCode(
  normaliseModule.normaliseFormMessage,
);

/** Parses one button action; never throws. */
export const parseButtonAction = /* @__PURE__ */ withOnDemandCode(
  parseMessageModule.parseButtonAction,
);

/**
 * Parses a card message (`type: card`) from JSON text, a value or a chat SDK's message object;
 * never throws. Strict mode (the default) reports every fault; lenient mode (the renderer's) drops
 * an image whose URL is not https and a button that fails its own schema, each with a warning, so
 * the card's text and other buttons still show.
 * @example
 * const result = parseCardMessage(requestBody);
 * if (!result.success) for (const issue of result.issues) console.log(issue.pointer, issue.message);
 */
export const parseCardMessage = /* @__PURE__ */ withOnDemandCode(
  parseCardMessageModule.parseCardMessage,
);

/** Parses one form element of the types in `options.registry` (the default registry's otherwise); never throws. */
export const parseFormElement = /* @__PURE__ */ withOnDemandCode(
  parseMessageModule.parseFormElement,
);

/**
 * Parses an interactive form message from JSON text or a value; never throws.
 * @example
 * const result = parseFormMessage(requestBody);
 * if (!result.success) for (const issue of result.issues) console.log(issue.pointer, issue.message);
 */
export const parseFormMessage = /* @__PURE__ */ withOnDemandCode(
  parseMessageModule.parseFormMessage,
);

/** Parses a message's `interactiveData` alone (as chat SDKs build it); never throws. */
export const parseInteractiveData = /* @__PURE__ */ withOnDemandCode(
  parseMessageModule.parseInteractiveData,
);

/**
 * The readable text and link of a scheduler (its title, its calendar file) or a custom interactive
 * message (its `text`, and a `url`, `link` or `href`), with the one reason it shows as text; undefined
 * for any other message. Never throws.
 */
export const readInteractiveMessageText = /* @__PURE__ */ withOnDemandCode(
  readInteractiveMessageModule.readInteractiveMessageText,
);

/**
 * Reads the web kit's `formData` back into the values the form held, for checking with
 * `validateSubmission`: each value the kit rewrote (a date-and-time in the reader's zone) is read
 * back from `timeZone`, the request's `interactionTimezoneCode`; keys the form does not have are kept.
 * @example
 * const values = readKitFormData(message, body.data.formData, { timeZone: body.data.interactionTimezoneCode });
 * const result = validateSubmission(message, values);
 */
export const readKitFormData = /* @__PURE__ */ withOnDemandCode(kitFormDataModule.readKitFormData);

/**
 * Adds an element type to the default registry, which every function of core reads when given no
 * `registry`: parsing, normalisation, the exported schemas, JSON Schema, submission and editing.
 * Call it once at start-up. A type name or alias that another type already claims throws.
 * @example
 * registerElementType(sliderElementType);
 */
export const registerElementType = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.registerElementType,
);

/**
 * Adds an action type to the default registry's buttons, which the renderer reads: a button with
 * it is parsed, and pressing it calls the renderer's `onCustomAction` handler. Call it once at start-up.
 * @example
 * registerActionType(openCameraActionType);
 */
export const registerActionType = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.registerActionType,
);

/** Removes a type `registerElementType` added to the default registry; false when it has none. */
export const unregisterElementType = /* @__PURE__ */ withOnDemandCode(
  elementRegistryModule.unregisterElementType,
);

/** Checks submitted values against a form; issues are keyed by elementId. Never throws. */
export const validateSubmission = /* @__PURE__ */ withOnDemandCode(
  submissionModule.validateSubmission,
);

/**
 * Writes a form message for sending: as it is with the spec's action names (the default), or with
 * the names the deployed chat kits read (`custom`, `deepLinking`). Parsing reads both; the input is
 * not changed.
 * @example
 * const body = writeFormMessage(createFormMessage(fields), { actionNames: 'kit' });
 */
export const writeFormMessage = /* @__PURE__ */ withOnDemandCode(
  writeFormMessageModule.writeFormMessage,
);

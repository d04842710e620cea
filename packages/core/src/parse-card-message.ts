import { type CardMessage, cardMessageSchema, isCardImageUrl } from './card-message.js';
import { buttonElementSchema } from './elements/button/button.js';
import { defaultElementRegistry } from './elements/element-registry.js';
import { parseInEnglish } from './english-messages.js';
import { createIssue, type JsonPath, type ParseResult } from './issue.js';
import { checkDataSize } from './message.js';
import { normaliseElement } from './normalise-element.js';
import { isJsonObject, type JsonObject, type NormaliseReport } from './normalise-report.js';
import { runParser } from './parse-message.js';
import type { ParseOptions } from './parse-options.js';
import { readMessageObject } from './read-message-object.js';

/**
 * Parses a card message (`type: card`) from JSON text, a value or a chat SDK's message object;
 * never throws. Strict mode (the default) reports every fault; lenient mode (the renderer's) drops
 * an image whose URL is not https and a button that fails its own schema, each with a warning, so
 * the card's text and other buttons still show.
 * @example
 * const result = parseCardMessage(requestBody);
 * if (!result.success) for (const issue of result.issues) console.log(issue.pointer, issue.message);
 */
export function parseCardMessage(
  input: unknown,
  options: ParseOptions = {},
): ParseResult<CardMessage> {
  return runParser(
    input,
    cardMessageSchema,
    (value, report) => normaliseCardMessage(value, report, options),
    {
      readInput: readMessageObject,
      checkSize: (value) => (isJsonObject(value) ? checkDataSize(value) : undefined),
      mode: options.mode,
    },
  );
}

/** Renames the kits' aliases in a card's buttons and, in lenient mode, drops what cannot be used. */
function normaliseCardMessage(
  raw: unknown,
  report: NormaliseReport,
  options: ParseOptions,
): unknown {
  if (!isJsonObject(raw) || !isJsonObject(raw.data)) return raw;
  const data = { ...raw.data };
  const card = data.interactiveData;
  if (isJsonObject(card))
    data.interactiveData = normaliseCard(card, ['data', 'interactiveData'], report, options);
  return { ...raw, ...readReceiver(raw), data };
}

function normaliseCard(
  raw: JsonObject,
  path: JsonPath,
  report: NormaliseReport,
  { mode }: ParseOptions,
): JsonObject {
  const card = { ...raw };
  if (Array.isArray(card.cardActions)) {
    const buttons = card.cardActions.map((button, index) =>
      normaliseElement(button, [...path, 'cardActions', index], report, defaultElementRegistry),
    );
    card.cardActions =
      mode === 'lenient' ? dropUnusable(buttons, [...path, 'cardActions'], report) : buttons;
  }
  if (mode === 'lenient' && typeof card.imageUrl === 'string' && !isCardImageUrl(card.imageUrl)) {
    const reason = `imageUrl ${JSON.stringify(card.imageUrl)} is not an absolute https URL`;
    report.warnings.push(createIssue([...path, 'imageUrl'], 'removed_key', `${reason}; removed`));
    delete card.imageUrl;
  }
  return card;
}

/** The buttons that pass their schema; each other one is left out with a warning that says why. */
function dropUnusable(buttons: unknown[], path: JsonPath, report: NormaliseReport): unknown[] {
  return buttons.filter((button, index) => {
    const checked = buttonElementSchema.safeParse(button, parseInEnglish);
    if (checked.success) return true;
    const reasons = checked.error.issues.map((issue) => issue.message).join('; ');
    const text = `button left out of the card: ${reasons}`;
    report.warnings.push(createIssue([...path, index], 'skipped_element', text));
    return false;
  });
}

/** The receiver as a uid or guid, when an SDK gives an entity or keeps it in `receiverId`. */
function readReceiver(message: JsonObject): { receiver?: unknown } {
  const receiver = message.receiver;
  if (isJsonObject(receiver)) {
    const id = receiver.uid ?? receiver.guid;
    return typeof id === 'string' ? { receiver: id } : {};
  }
  if (receiver === undefined && typeof message.receiverId === 'string')
    return { receiver: message.receiverId };
  return {};
}

import { normaliseHttpUrl } from './actions/url.js';
import { createIssue, type Issue } from './issue.js';
import { isJsonObject, type JsonObject } from './normalise-report.js';
import { readMessageObject } from './read-message-object.js';

/** The interactive message types of the chat service's kits that are not forms. */
export const otherInteractiveTypes = ['card', 'scheduler', 'customInteractive'] as const;

/** An interactive message type that is not a form. */
export type OtherInteractiveType = (typeof otherInteractiveTypes)[number];

/** What a scheduler or custom interactive message says in words, for a reader that cannot run it. */
export interface InteractiveMessageText {
  type: 'scheduler' | 'customInteractive';
  /** Its readable text; undefined when it has none. */
  text: string | undefined;
  /** A link it carries (normalised, absolute http(s) only). */
  link: string | undefined;
  /** The one reason it is shown as text, for a renderer's details. */
  reason: Issue;
}

/** A message object, SDK object or JSON text as a plain object, or undefined when it is none. */
function readMessage(input: unknown): JsonObject | undefined {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return undefined;
    }
  }
  const read = readMessageObject(value);
  return isJsonObject(read) ? read : undefined;
}

/**
 * The type of an interactive message that is not a form (`card`, `scheduler`, `customInteractive`),
 * or undefined for a form or anything else; never throws. A renderer uses it to choose a view.
 */
export function findOtherInteractiveType(input: unknown): OtherInteractiveType | undefined {
  try {
    const message = readMessage(input);
    const type = message?.type;
    if (message?.category !== 'interactive' || typeof type !== 'string') return undefined;
    return otherInteractiveTypes.find((known) => known === type);
  } catch {
    return undefined;
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const asLink = (value: unknown) =>
  typeof value === 'string' ? normaliseHttpUrl(value) : undefined;

/**
 * The readable text and link of a scheduler (its title, its calendar file) or a custom interactive
 * message (its `text`, and a `url`, `link` or `href`), with the one reason it shows as text; undefined
 * for any other message. Never throws.
 */
export function readInteractiveMessageText(input: unknown): InteractiveMessageText | undefined {
  const type = findOtherInteractiveType(input);
  if (type !== 'scheduler' && type !== 'customInteractive') return undefined;
  const message = readMessage(input);
  const data = isJsonObject(message?.data) ? message.data : {};
  const content = isJsonObject(data.interactiveData) ? data.interactiveData : {};
  const reason = createIssue(
    ['type'],
    'not_a_form',
    type === 'scheduler'
      ? 'scheduler messages are not forms: shown as text'
      : 'custom interactive messages are not forms: shown as text',
  );
  if (type === 'scheduler')
    return { type, text: asText(content.title), link: asLink(content.icsFileUrl), reason };
  const text = asText(content.text) ?? asText(data.text);
  const link = asLink(content.url) ?? asLink(content.link) ?? asLink(content.href);
  return { type, text, link, reason };
}

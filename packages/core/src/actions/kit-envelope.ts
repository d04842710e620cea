import { resolveTimeZone } from '../elements/date-time/resolve-time-zone.js';

/** Who pressed which button of which message, as the kit envelope reports it. */
export interface KitEnvelopeContext {
  /**
   * The message the form came in, as the REST API, the SDK or the parser gives it: its `id`,
   * `conversationId`, `sender`, `receiver`, `receiverType`, `category` and `type` are sent.
   */
  message?: object;
  /** The chat app's id, sent as `appID`. */
  appId?: string;
  /** The chat app's region (`us`, `eu`, `in`). */
  region?: string;
  /** The uid of the reader who pressed the button. */
  interactedBy?: string;
  /** The elementId of the button pressed. */
  interactedElementId?: string;
  /** The reader's IANA zone, in which dateTime values are written; the runtime's own by default. */
  interactionTimezoneCode?: string;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** A uid or guid given as itself or as an SDK User/Group object. */
function readId(value: unknown): unknown {
  return isFields(value) ? (value.uid ?? value.guid) : value;
}

/** The uid or guid the message's `data.entities` names for `sender` or `receiver`. */
function readEntityId(message: Fields, key: 'sender' | 'receiver'): unknown {
  const entities = isFields(message.data) ? message.data.entities : undefined;
  const wrapper = isFields(entities) ? entities[key] : undefined;
  return isFields(wrapper) ? readId(wrapper.entity) : undefined;
}

/**
 * The body the chat service's web kit (v4.2+) POSTs for an apiAction, key for key and in its order;
 * keys without a value are left out by JSON, as they are in the kit's requests (a card's formData).
 */
export function buildKitEnvelope(
  payload: Record<string, unknown>,
  formData: Record<string, unknown>,
  context: KitEnvelopeContext,
) {
  const message: Fields = { ...context.message };
  return {
    payload,
    trigger: 'ui_message_interacted',
    // The kit sends empty strings when its settings carry no app.
    appID: context.appId ?? '',
    region: context.region ?? '',
    data: {
      conversationId: message.conversationId,
      sender: readId(message.sender) ?? readEntityId(message, 'sender'),
      // The SDK keeps the uid in receiverId and turns `receiver` into a User or Group object.
      receiver: message.receiverId ?? readId(message.receiver) ?? readEntityId(message, 'receiver'),
      receiverType: message.receiverType,
      messageCategory: message.category,
      messageType: message.type,
      messageId: message.id,
      interactedBy: context.interactedBy,
      interactionTimezoneCode: resolveTimeZone(context.interactionTimezoneCode),
      interactedElementId: context.interactedElementId,
      // The kit's card bubble hands its action no values, so its envelope has no formData key.
      formData: message.type === 'card' ? undefined : formData,
    },
  };
}

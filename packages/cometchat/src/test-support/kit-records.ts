import { cardMessage, feedbackMessage } from '@chatforms/fixtures';

/** The logged-in reader of the kit page, and the other person in the conversation. */
export const readerId = 'reader-1';
export const authorId = 'author-1';

/**
 * What the kit page renders: the kit's theme, whether the provider is given the plugin, and the
 * message records, as the chat API answers them.
 */
export interface KitSetup {
  theme: 'light' | 'dark';
  withPlugin: boolean;
  readerId: string;
  records: Record<string, unknown>[];
}

/** Where each message of the page goes, named by what it is and which way it was sent. */
export const messageIds = {
  incomingForm: '301',
  outgoingForm: '302',
  incomingCard: '303',
  outgoingCard: '304',
  incomingText: '305',
  outgoingText: '306',
} as const;

function toEntity(uid: string) {
  const name = uid === readerId ? 'Reader' : 'Author';
  return { entity: { uid, name, status: 'online' }, entityType: 'user' };
}

/** A record as the chat API answers it: ids, the sender and receiver entities, and times. */
function toRecord(
  id: string,
  sender: string,
  content: { category: string; type: string; data: Record<string, unknown> },
): Record<string, unknown> {
  const receiver = sender === readerId ? authorId : readerId;
  return {
    ...content,
    id,
    conversationId: `${authorId}_user_${readerId}`,
    sender,
    receiver,
    receiverType: 'user',
    sentAt: 1718000000 + Number(id),
    updatedAt: 1718000000 + Number(id),
    data: {
      ...content.data,
      entities: { sender: toEntity(sender), receiver: toEntity(receiver) },
    },
  };
}

/** The feedback form, submitting to the page's own server. */
function createForm(origin: string) {
  const { interactiveData } = feedbackMessage.data;
  const { submitElement } = interactiveData;
  const action = { ...submitElement.action, url: `${origin}/submissions/form` };
  return {
    category: 'interactive',
    type: 'form',
    data: {
      ...feedbackMessage.data,
      interactiveData: { ...interactiveData, submitElement: { ...submitElement, action } },
    },
  };
}

/** The card, its image and its apiAction button on the page's own server. */
function createCard(origin: string) {
  const { interactiveData } = cardMessage.data;
  const imageUrl = `${origin}/images/card.svg`;
  // `book` is the card's apiAction button, the one that sends a request.
  const cardActions = interactiveData.cardActions.map((button) =>
    button.elementId === 'book'
      ? { ...button, action: { ...button.action, url: `${origin}/submissions/card` } }
      : button,
  );
  return {
    category: 'interactive',
    type: 'card',
    data: { ...cardMessage.data, interactiveData: { ...interactiveData, imageUrl, cardActions } },
  };
}

/** A form, a card and a text message each way between the reader and the author. */
export function createKitRecords(origin: string): Record<string, unknown>[] {
  const text = (body: string) => ({ category: 'message', type: 'text', data: { text: body } });
  return [
    toRecord(messageIds.incomingForm, authorId, createForm(origin)),
    toRecord(messageIds.outgoingForm, readerId, createForm(origin)),
    toRecord(messageIds.incomingCard, authorId, createCard(origin)),
    toRecord(messageIds.outgoingCard, readerId, createCard(origin)),
    toRecord(messageIds.incomingText, authorId, text('How was your support chat?')),
    toRecord(messageIds.outgoingText, readerId, text('I will tell you in the form.')),
  ];
}

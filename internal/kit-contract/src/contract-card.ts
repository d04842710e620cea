/** Where the card's urlNavigation button leads; both pages open it, neither page follows it. */
export const cardLinkUrl = 'https://example.org/offers/spring';

/**
 * The card of the card contract as the REST API sends it: an apiAction button with its own method,
 * payload and header, and a urlNavigation button. It has no image, so neither page fetches one.
 */
export function createContractCard(submitUrl: string): Record<string, unknown> {
  const entity = (uid: string, name: string) => ({ entity: { uid, name }, entityType: 'user' });
  return {
    id: '502',
    conversationId: 'alice_user_bob',
    sender: 'alice',
    receiver: 'bob',
    receiverType: 'user',
    category: 'interactive',
    type: 'card',
    sentAt: 1777777777,
    updatedAt: 1777777777,
    data: {
      interactiveData: {
        text: 'The spring sale starts on Friday.\nReserve a spot or read the offers.',
        cardActions: [
          {
            elementType: 'button',
            elementId: 'reserve',
            buttonText: 'Reserve a spot',
            disableAfterInteracted: true,
            action: {
              actionType: 'apiAction',
              url: submitUrl,
              method: 'PUT',
              payload: { offer: 'spring-sale' },
              headers: { 'X-Contract-Card': 'spring' },
            },
          },
          {
            elementType: 'button',
            elementId: 'offers',
            buttonText: 'Read the offers',
            disableAfterInteracted: false,
            action: { actionType: 'urlNavigation', url: cardLinkUrl },
          },
        ],
      },
      interactionGoal: { type: 'anyAction', elementIds: [] },
      allowSenderInteraction: false,
      entities: { sender: entity('alice', 'Alice'), receiver: entity('bob', 'Bob') },
    },
  };
}

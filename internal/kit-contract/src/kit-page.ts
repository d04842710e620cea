// The chat service's own web kit, rendering the contract message in its form or card bubble.
import { CometChat } from '@cometchat/chat-sdk-javascript';
import { CardMessage, FormMessage } from '@cometchat/uikit-resources';
import { CometChatUIKitSharedSettings } from '@cometchat/uikit-shared';

import type { ContractSetup } from './contract-message.js';

const setup = (globalThis as unknown as { contractSetup: ContractSetup }).contractSetup;
// What CometChatUIKit.init stores; the bubble reads appID and region from here.
Object.assign(CometChatUIKitSharedSettings, {
  uikitSettings: { appId: setup.appId, region: setup.region },
});
const isCard = setup.message.type === 'card';
const bubble = document.createElement(isCard ? 'cometchat-card-bubble' : 'cometchat-form-bubble');
const message = CometChat.CometChatHelper.processMessage(setup.message);
Object.assign(bubble, {
  // Set before rendering, so the bubble does not ask an SDK that was never logged in.
  loggedInUser: new CometChat.User(setup.currentUserId),
  message: isCard ? CardMessage.fromJSON(message) : FormMessage.fromJSON(message),
});
document.body.append(bubble);

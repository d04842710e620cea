// The chat service's own web kit, rendering the contract message in its form bubble.
import { CometChat } from '@cometchat/chat-sdk-javascript';
import { FormMessage } from '@cometchat/uikit-resources';
import { CometChatUIKitSharedSettings } from '@cometchat/uikit-shared';

import type { ContractSetup } from './contract-message.js';

const setup = (globalThis as unknown as { contractSetup: ContractSetup }).contractSetup;
// What CometChatUIKit.init stores; the bubble reads appID and region from here.
Object.assign(CometChatUIKitSharedSettings, {
  uikitSettings: { appId: setup.appId, region: setup.region },
});
const bubble = document.createElement('cometchat-form-bubble') as HTMLElement &
  Record<string, unknown>;
// Set before rendering, so the bubble does not ask an SDK that was never logged in.
bubble.loggedInUser = new CometChat.User(setup.currentUserId);
bubble.message = FormMessage.fromJSON(CometChat.CometChatHelper.processMessage(setup.message));
document.body.append(bubble);

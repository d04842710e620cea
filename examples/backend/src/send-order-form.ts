// Sends the order form through the chat API (the sandbox by default) and prints where to fill it:
// `pnpm --filter @chatforms/example-backend send-form [receiver]`.
import { createChatClient } from '@chatforms/chat-api';

import { createOrderForm } from './order-form.js';
import { readConfig } from './read-config.js';

const config = readConfig();
const receiver = process.argv[2] ?? 'cometchat-uid-2';
const chat = createChatClient({
  appId: config.appId,
  region: 'us',
  apiKey: config.chatApiKey,
  baseUrl: config.chatBaseUrl,
});
const sent = await chat.sendMessage(createOrderForm(`${config.publicUrl}/submissions`, receiver), {
  onBehalfOf: 'cometchat-uid-1',
});
console.log(`Sent message ${sent.id} to ${receiver}. Fill it in as ${receiver}:`);
console.log(`  ${config.publicUrl}/demo?message=${encodeURIComponent(sent.id)}&as=${receiver}`);

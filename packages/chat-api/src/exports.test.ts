import { expect, test } from 'vitest';

import * as chatApi from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(chatApi).sort()).toEqual([
    'ChatApiError',
    'buildChatBaseUrl',
    'chatMessageToSendSchema',
    'chatRegionSchema',
    'chatRegions',
    'chatUserSchema',
    'createChatApiErrorFromResponse',
    'createChatClient',
    'createErrorEnvelope',
    'createManagementClient',
    'customMessageSchema',
    'defaultChatServiceDomain',
    'defaultUserAgent',
    'entityWrapperSchema',
    'errorEnvelopeSchema',
    'findMissingReceiverIssues',
    'groupSummarySchema',
    'interactedAnswerSchema',
    'isChatApiError',
    'isWebhookTrigger',
    'listUsersResponseSchema',
    'managementAppSchema',
    'messageRecordSchema',
    'paginationSchema',
    'parseWebhookEvent',
    'reactionSchema',
    'readRetryAfterSeconds',
    'sentChatMessageSchema',
    'sentMessageFieldsSchema',
    'textOrMediaMessageSchema',
    'userSummarySchema',
    'verifyBasicAuth',
    'webhookEnvelopeSchema',
    'webhookEventSchema',
    'webhookEventSchemas',
    'webhookTriggers',
  ]);
});

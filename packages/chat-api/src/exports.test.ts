import { expect, test } from 'vitest';
import * as chatApi from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(chatApi).sort()).toEqual([
    'ChatApiError',
    'buildChatBaseUrl',
    'chatRegionSchema',
    'chatRegions',
    'chatUserSchema',
    'createChatApiErrorFromResponse',
    'createChatClient',
    'createErrorEnvelope',
    'createManagementClient',
    'defaultChatServiceDomain',
    'defaultUserAgent',
    'entityWrapperSchema',
    'errorEnvelopeSchema',
    'findMissingReceiverIssues',
    'groupSummarySchema',
    'isChatApiError',
    'isWebhookTrigger',
    'listUsersResponseSchema',
    'managementAppSchema',
    'messageRecordSchema',
    'paginationSchema',
    'parseWebhookEvent',
    'reactionSchema',
    'readRetryAfterSeconds',
    'sentMessageFieldsSchema',
    'userSummarySchema',
    'verifyBasicAuth',
    'webhookEnvelopeSchema',
    'webhookEventSchema',
    'webhookEventSchemas',
    'webhookTriggers',
  ]);
});

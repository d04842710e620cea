export type { ChatApiErrorFields } from './chat-api-error.js';
export { ChatApiError, isChatApiError } from './chat-api-error.js';
export type {
  ChatClient,
  ChatClientOptions,
  GetMessageOptions,
  ListUsersResult,
  OnBehalfOfOptions,
  SendMessageOptions,
} from './chat-client.js';
export { createChatClient, defaultUserAgent } from './chat-client.js';
export type { ChatMessageToSend } from './chat-message-to-send.js';
export {
  chatMessageToSendSchema,
  customMessageSchema,
  textOrMediaMessageSchema,
} from './chat-message-to-send.js';
export type {
  ChatUser,
  GroupMember,
  InteractedAnswer,
  Pagination,
  SentChatMessage,
  SentMessage,
} from './chat-records.js';
export {
  chatUserSchema,
  groupMemberSchema,
  interactedAnswerSchema,
  listUsersResponseSchema,
  paginationSchema,
  sentChatMessageSchema,
  sentMessageFieldsSchema,
} from './chat-records.js';
export type { ChatRegion } from './chat-region.js';
export {
  buildChatBaseUrl,
  chatRegions,
  chatRegionSchema,
  defaultChatServiceDomain,
} from './chat-region.js';
export { createChatApiErrorFromResponse } from './create-chat-api-error-from-response.js';
export type { ErrorEnvelope } from './error-envelope.js';
export { createErrorEnvelope, errorEnvelopeSchema } from './error-envelope.js';
export type { ListUsersOptions } from './list-users-query.js';
export type {
  CreateAppOptions,
  ManagementApp,
  ManagementClient,
  ManagementClientOptions,
} from './management-client.js';
export { createManagementClient, managementAppSchema } from './management-client.js';
export { readRetryAfterSeconds } from './read-retry-after.js';
export type { RetryOptions } from './retry-options.js';
export type { MessageToSend } from './validate-message-to-send.js';
export { findMissingReceiverIssues } from './validate-message-to-send.js';
export { constantTimeEqual } from './webhooks/constant-time-equal.js';
export type { WebhookEnvelope } from './webhooks/define-webhook-event.js';
export { webhookEnvelopeSchema } from './webhooks/define-webhook-event.js';
export { parseWebhookEvent } from './webhooks/parse-webhook-event.js';
export type { BasicAuthCredentials } from './webhooks/verify-basic-auth.js';
export { verifyBasicAuth } from './webhooks/verify-basic-auth.js';
export type {
  WebhookEvent,
  WebhookEventData,
  WebhookEventOf,
  WebhookTrigger,
} from './webhooks/webhook-event.js';
export {
  isWebhookTrigger,
  webhookEventSchema,
  webhookEventSchemas,
  webhookTriggers,
} from './webhooks/webhook-event.js';
export type {
  GroupSummary,
  MessageRecord,
  Reaction,
  UserSummary,
} from './webhooks/webhook-records.js';
export {
  entityWrapperSchema,
  groupSummarySchema,
  messageRecordSchema,
  reactionSchema,
  userSummarySchema,
} from './webhooks/webhook-records.js';

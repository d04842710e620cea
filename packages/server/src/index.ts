export { toExpressHandler } from './adapters/to-express-handler.js';
export type { HonoContextLike } from './adapters/to-hono-handler.js';
export { toHonoHandler } from './adapters/to-hono-handler.js';
export type { FetchHandler } from './adapters/to-node-listener.js';
export { toNodeListener } from './adapters/to-node-listener.js';
export type { Authenticate, SharedSecretOptions, SubmitterIdentity } from './authentication.js';
export {
  authenticateBearerToken,
  authenticateSharedSecret,
  readBearerToken,
  refuseEveryRequest,
} from './authentication.js';
export type { GroupMemberReader, IsRecipient, RecipientCheckOptions } from './check-recipient.js';
export { createRecipientCheck } from './check-recipient.js';
export type { SubmissionHandlerOptions } from './create-submission-handler.js';
export { createSubmissionHandler } from './create-submission-handler.js';
export type { FindForm, ServerChatClient } from './find-form.js';
export type { SubmissionBodyFormat, SubmissionRequest } from './read-submission-body.js';
export { defaultDataKeys, readSubmissionBody } from './read-submission-body.js';
export type { Submission, SubmissionContext, SubmissionResult } from './settle-submission.js';
export type { CreateSubmissionTokenOptions, SubmissionTokenClaims } from './signed-token.js';
export {
  authenticateSignedToken,
  createSubmissionToken,
  verifySubmissionToken,
} from './signed-token.js';
export type {
  PostgresClient,
  PostgresDatabaseOptions,
  PostgresPool,
} from './storage/create-postgres-database.js';
export { createPostgresDatabase } from './storage/create-postgres-database.js';
export {
  createDatabaseUnavailableResponse,
  isDatabaseUnavailable,
} from './storage/database-unavailable.js';
export type { PgliteDatabaseOptions } from './storage/open-pglite-database.js';
export { openPgliteDatabase } from './storage/open-pglite-database.js';
export type { SqlDatabase, SqlSession } from './storage/sql-database.js';
export type {
  SettledSubmission,
  StoredAnswer,
  StoredSubmission,
  SubmissionRecord,
  SubmissionStore,
  SubmissionWork,
} from './storage/submission-store.js';
export { createSubmissionStore } from './storage/submission-store.js';
export type {
  ClaimedWebhookDelivery,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDeliveryStore,
} from './storage/webhook-delivery-store.js';
export { createWebhookDeliveryStore } from './storage/webhook-delivery-store.js';
export type {
  WebhookHandler,
  WebhookReceiver,
  WebhookReceiverOptions,
} from './webhooks/create-webhook-receiver.js';
export { createWebhookReceiver } from './webhooks/create-webhook-receiver.js';

export { createSandboxApp } from './create-sandbox-app.js';
export { startSandbox } from './start-sandbox.js';
export { resolveSandboxOptions, defaultSandboxAppId } from './sandbox-options.js';
export { defaultSandboxUsers, defaultSandboxGroups } from './directory.js';

export type {
  SandboxOptions,
  ResolvedSandboxOptions,
  SandboxWebhookOptions,
} from './sandbox-options.js';
export type { StartSandboxOptions, RunningSandbox } from './start-sandbox.js';
export type { SandboxUser, SandboxUserSeed, SandboxGroupSeed } from './directory.js';
export type { StoredMessage } from './store/stored-message.js';
export type { Submission } from './store/submission-store.js';
export type { SubmissionBehaviour } from './routes/submission-routes.js';

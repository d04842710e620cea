export { createSandboxApp } from './create-sandbox-app.js';
export type { SandboxGroupSeed, SandboxUser, SandboxUserSeed } from './directory.js';
export { defaultSandboxGroups, defaultSandboxUsers } from './directory.js';
export type { SubmissionBehaviour } from './routes/submission-routes.js';
export type {
  ResolvedSandboxOptions,
  SandboxOptions,
  SandboxWebhookOptions,
} from './sandbox-options.js';
export { defaultSandboxAppId, resolveSandboxOptions } from './sandbox-options.js';
export type { RunningSandbox, StartSandboxOptions } from './start-sandbox.js';
export { startSandbox } from './start-sandbox.js';
export type { StoredMessage } from './store/stored-message.js';
export type { Submission } from './store/submission-store.js';

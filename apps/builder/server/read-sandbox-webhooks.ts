import type { SandboxWebhookOptions } from '@chatforms/chat-sandbox';

/**
 * The embedded sandbox's webhooks from `CHATFORMS_SANDBOX_WEBHOOK_URL` (comma-separated) and its
 * optional Basic-auth `…_USERNAME` and `…_PASSWORD`; throws naming a URL that is not http(s).
 */
export function readSandboxWebhooks(
  env: Record<string, string | undefined>,
): SandboxWebhookOptions[] {
  const urls = (env.CHATFORMS_SANDBOX_WEBHOOK_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  const username = env.CHATFORMS_SANDBOX_WEBHOOK_USERNAME || undefined;
  const password = env.CHATFORMS_SANDBOX_WEBHOOK_PASSWORD || undefined;
  return urls.map((url) => {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new Error(`CHATFORMS_SANDBOX_WEBHOOK_URL: "${url}" is not an http(s) URL.`);
    }
    return { url, username, password };
  });
}

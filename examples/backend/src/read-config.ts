/** The service's settings, from the environment, with the sandbox's defaults. */
export interface BackendConfig {
  port: number;
  publicUrl: string;
  chatBaseUrl: string;
  chatApiKey: string;
  appId: string;
  databaseUrl: string | undefined;
  dataDir: string;
  submissionSecret: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** Reads the settings; the API key and the two secrets have no default. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = Number(environment.PORT ?? 4020);
  const required = (name: string) => {
    const value = environment[name];
    if (value === undefined || value === '') throw new Error(`Set ${name} (see README.md)`);
    return value;
  };
  return {
    port,
    publicUrl: environment.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    chatBaseUrl: environment.CHAT_BASE_URL ?? 'http://127.0.0.1:4010/v3',
    chatApiKey: required('CHAT_API_KEY'),
    appId: environment.CHAT_APP_ID ?? 'chatforms-sandbox',
    databaseUrl: environment.DATABASE_URL,
    dataDir: environment.DATA_DIR ?? '.backend-data',
    submissionSecret: required('SUBMISSION_SECRET'),
    webhookUsername: environment.WEBHOOK_USERNAME ?? 'chat-events',
    webhookPassword: required('WEBHOOK_PASSWORD'),
  };
}

import type { ChatClient, WebhookEvent } from '@chatforms/chat-api';
import type { SqlDatabase } from '@chatforms/server';
import {
  authenticateSignedToken,
  createRecipientCheck,
  createSubmissionHandler,
  createSubmissionStore,
  createSubmissionToken,
  createWebhookDeliveryStore,
  createWebhookReceiver,
} from '@chatforms/server';

import type { DemoPage } from './bundle-demo-page.js';
import { renderDemoPage } from './demo-page-html.js';

/** What the service needs: its database, the chat client, and its two secrets. */
export interface BackendOptions {
  database: SqlDatabase;
  chat: Pick<ChatClient, 'getMessage' | 'getGroupMember' | 'markInteracted'>;
  /** Signs the tokens the demo page sends with each submission. */
  submissionSecret: string;
  webhookCredentials: { username: string; password: string };
  /** The bundled demo page; without it the page is not served. */
  demoPage?: DemoPage;
  log?: (line: string) => void;
}

/** The service: submissions, webhook events, and a demo page where a reader fills the form. */
export interface Backend {
  fetch(request: Request): Promise<Response>;
  /** The webhook events handled so far, newest last. */
  events: WebhookEvent[];
  /** Waits for the webhook handlers still running. */
  settle(): Promise<void>;
}

/** Creates the order service on a database (its tables are created when missing). */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const log = options.log ?? console.log;
  const { database } = options;
  await database.query(`CREATE TABLE IF NOT EXISTS example_orders (
    submission_id bigint PRIMARY KEY, name text NOT NULL, size text NOT NULL, day text NOT NULL UNIQUE)`);
  const handleSubmission = createSubmissionHandler({
    store: await createSubmissionStore(database),
    chat: options.chat,
    authenticate: authenticateSignedToken({ secret: options.submissionSecret }),
    async onSubmission({ id, values, interactedBy }, { sql }) {
      // The unique day decides, not a SELECT first: two orders checked at once would both pass it.
      const inserted = await sql.query(
        `INSERT INTO example_orders (submission_id, name, size, day) VALUES ($1, $2, $3, $4)
         ON CONFLICT (day) DO NOTHING RETURNING submission_id`,
        [id, values.name, values.size, values.day],
      );
      if (inserted.rows.length === 0)
        return { errors: { day: 'That day is fully booked: choose another' } };
      log(`Order ${id} from ${interactedBy}: ${values.size} for ${values.day}`);
      return { status: 201, body: { ok: true, orderNumber: Number(id) } };
    },
    onError: (error) => log(`Submission error: ${String(error)}`),
  });
  const checkRecipient = createRecipientCheck({ chat: options.chat });
  const events: WebhookEvent[] = [];
  const webhooks = createWebhookReceiver({
    credentials: options.webhookCredentials,
    store: await createWebhookDeliveryStore(database),
  });
  webhooks
    .on('message_sent', (event) => {
      events.push(event);
      log(`Webhook: message ${event.data.message.id} sent to ${event.data.message.receiver}`);
    })
    .on('message_delivery_receipt', (event) => {
      events.push(event);
      log(`Webhook: message ${event.data.body.messageId} delivered to ${event.data.sender}`);
    })
    .on('message_read_receipt', (event) => {
      events.push(event);
      log(`Webhook: message ${event.data.body.messageId} read by ${event.data.sender}`);
    });
  // Deliveries stored by an earlier run and not yet handled (a crash) run now that handlers exist.
  await webhooks.start();

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/submissions') return handleSubmission(request);
    if (url.pathname === '/webhooks' && request.method === 'POST') return webhooks.handle(request);
    if (options.demoPage === undefined || request.method !== 'GET')
      return Response.json(
        { error: { code: 'ERR_NOT_FOUND', message: 'No such route.' } },
        { status: 404 },
      );
    return serveDemo(url, options.demoPage);
  }

  // The demo stands in for a chat app's page: it would know its user from its own login, and get
  // the token from its backend; here the uid is taken from the URL, which only a demo may do.
  async function serveDemo(url: URL, page: DemoPage): Promise<Response> {
    const uid = url.searchParams.get('as') ?? '';
    if (url.pathname === '/demo')
      return new Response(renderDemoPage(), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    if (url.pathname === '/demo/page.js')
      return new Response(page.script, { headers: { 'Content-Type': 'text/javascript' } });
    if (url.pathname === '/demo/page.css')
      return new Response(page.styles, { headers: { 'Content-Type': 'text/css' } });
    if (url.pathname === '/demo/session' && uid !== '') {
      const messageId = url.searchParams.get('message') ?? '';
      const message = await options.chat.getMessage(messageId);
      // Even a demo signs a token only for someone the form was sent to: the handler's own rule.
      const refusal = await checkRecipient(message, uid);
      if (refusal !== undefined) return refusal;
      const token = await createSubmissionToken({
        secret: options.submissionSecret,
        uid,
        messageId,
      });
      return Response.json({ message, token });
    }
    return Response.json(
      { error: { code: 'ERR_NOT_FOUND', message: 'No such route.' } },
      { status: 404 },
    );
  }

  return { fetch: route, events, settle: () => webhooks.settle() };
}

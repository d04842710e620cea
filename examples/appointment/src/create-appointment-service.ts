import { randomUUID } from 'node:crypto';

import type { FormMessage } from '@chatforms/core';
import type { SqlDatabase, SqlSession, Submission, SubmissionResult } from '@chatforms/server';
import {
  authenticateSignedToken,
  createSubmissionHandler,
  createSubmissionStore,
  createSubmissionToken,
} from '@chatforms/server';

import {
  createConfirmStep,
  createServiceStep,
  createSlotStep,
  slots,
} from './appointment-forms.js';
import { renderAppointmentPage } from './appointment-page-html.js';
import type { AppointmentPage } from './bundle-appointment-page.js';

/** What the service needs: its database, its public address, a token secret and its page. */
export interface AppointmentServiceOptions {
  database: SqlDatabase;
  /** Where the page reaches the service: the forms' submission URL is `${publicUrl}/submissions`. */
  publicUrl: string;
  /** Signs the tokens the page sends with each submission; 32 characters or more. */
  submissionSecret: string;
  page: AppointmentPage;
  log?: (line: string) => void;
}

/**
 * The appointment service: the page, a session that sends a reader the first step, and the
 * submission handler that answers each step with the next.
 */
export async function createAppointmentService(options: AppointmentServiceOptions) {
  const { database, publicUrl, submissionSecret, page } = options;
  const log = options.log ?? console.log;
  const url = `${publicUrl}/submissions`;
  await database.query(`CREATE TABLE IF NOT EXISTS example_appointments (
    slot text PRIMARY KEY, service text NOT NULL, booked_by text NOT NULL, submission_id bigint NOT NULL)`);
  // The messages this service sent, by id: a chat would keep them; here the service does.
  const sent = new Map<string, FormMessage>();

  async function answerStep(submission: Submission, sql: SqlSession): Promise<SubmissionResult> {
    const { interactedElementId, values, payload } = submission;
    if (interactedElementId === 'choose-service') {
      const service = String(values.service);
      return { next: createSlotStep(url, service, await listFreeSlots(sql)) };
    }
    const service = String(payload.service);
    if (interactedElementId === 'choose-slot')
      return { next: createConfirmStep(url, service, String(values.slot)) };
    const slot = String(payload.slot);
    // The slot's key decides, not a SELECT first: two readers confirming at once cannot both win.
    const booked = await sql.query(
      `INSERT INTO example_appointments (slot, service, booked_by, submission_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (slot) DO NOTHING RETURNING slot`,
      [slot, service, submission.interactedBy, submission.id],
    );
    if (booked.rows.length === 0)
      return { next: createSlotStep(url, service, await listFreeSlots(sql)) };
    log(`Booked ${service} at ${slot} for ${submission.interactedBy}`);
    return { status: 201, body: { ok: true, appointment: slot } };
  }

  const handleSubmission = createSubmissionHandler({
    store: await createSubmissionStore(database),
    findForm: ({ messageId }) => (messageId === undefined ? undefined : sent.get(messageId)),
    authenticate: authenticateSignedToken({ secret: submissionSecret }),
    onSubmission: (submission, { sql }) => answerStep(submission, sql),
    onError: (error) => log(`Submission error: ${String(error)}`),
  });

  // A stand-in for a chat: the reader is named in the URL, which only a demo may do.
  async function startSession(reader: string): Promise<Response> {
    const message = { ...createServiceStep(url, reader), id: randomUUID(), sender: 'booking-bot' };
    sent.set(message.id, message);
    const token = await createSubmissionToken({
      secret: submissionSecret,
      uid: reader,
      messageId: message.id,
    });
    return Response.json({ message, token });
  }

  return async function route(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === '/submissions') return handleSubmission(request);
    if (request.method === 'GET' && pathname === '/')
      return new Response(renderAppointmentPage(), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    if (request.method === 'GET' && pathname === '/page.js')
      return new Response(page.script, { headers: { 'Content-Type': 'text/javascript' } });
    if (request.method === 'GET' && pathname === '/page.css')
      return new Response(page.styles, { headers: { 'Content-Type': 'text/css' } });
    if (request.method === 'GET' && pathname === '/session')
      return startSession(searchParams.get('as') || 'reader-1');
    return Response.json(
      { error: { code: 'ERR_NOT_FOUND', message: 'No such route.' } },
      { status: 404 },
    );
  };
}

async function listFreeSlots(sql: SqlSession): Promise<string[]> {
  const { rows } = await sql.query<{ slot: string }>('SELECT slot FROM example_appointments');
  const booked = new Set(rows.map((row) => row.slot));
  return Object.keys(slots).filter((slot) => !booked.has(slot));
}

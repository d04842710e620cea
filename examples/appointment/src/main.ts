// Starts the appointment example: `pnpm --filter @chatforms/example-appointment start` (README.md).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { openPgliteDatabase, toNodeListener } from '@chatforms/server';

import { bundleAppointmentPage } from './bundle-appointment-page.js';
import { createAppointmentService } from './create-appointment-service.js';

// PGlite in memory, and a secret of this run: each start is a fresh week with no bookings.
const database = await openPgliteDatabase();
const page = await bundleAppointmentPage();
// The forms name the service's address, known once it listens (APPOINTMENT_PORT=0 takes a free port).
const service: { route?: (request: Request) => Promise<Response> } = {};
const server = createServer((request, response) =>
  toNodeListener(service.route!)(request, response),
);
await new Promise<void>((resolve) =>
  server.listen(Number(process.env.APPOINTMENT_PORT ?? 4030), '127.0.0.1', resolve),
);
const publicUrl =
  process.env.PUBLIC_URL ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
service.route = await createAppointmentService({
  database,
  publicUrl,
  submissionSecret: process.env.SUBMISSION_SECRET ?? randomBytes(32).toString('hex'),
  page,
});
console.log(`Appointment example listening: open ${publicUrl}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });

// Starts the appointment example: `pnpm --filter @chatforms/example-appointment start` (README.md).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

import { openPgliteDatabase, toNodeListener } from '@chatforms/server';

import { bundleAppointmentPage } from './bundle-appointment-page.js';
import { createAppointmentService } from './create-appointment-service.js';

const port = Number(process.env.PORT ?? 4030);
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
// PGlite in memory, and a secret of this run: each start is a fresh week with no bookings.
const database = await openPgliteDatabase();
const route = await createAppointmentService({
  database,
  publicUrl,
  submissionSecret: process.env.SUBMISSION_SECRET ?? randomBytes(32).toString('hex'),
  page: await bundleAppointmentPage(),
});
const server = createServer(toNodeListener(route));
server.listen(port, '127.0.0.1', () => {
  console.log(`Appointment example listening: open ${publicUrl}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });

import { expect, test } from 'vitest';

import * as server from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(server).sort()).toEqual([
    'authenticateBearerToken',
    'authenticateSharedSecret',
    'authenticateSignedToken',
    'createPostgresDatabase',
    'createRecipientCheck',
    'createSubmissionHandler',
    'createSubmissionStore',
    'createSubmissionToken',
    'createWebhookDeliveryStore',
    'createWebhookReceiver',
    'defaultDataKeys',
    'openPgliteDatabase',
    'readBearerToken',
    'readSubmissionBody',
    'refuseEveryRequest',
    'toExpressHandler',
    'toHonoHandler',
    'toNodeListener',
    'verifySubmissionToken',
  ]);
});

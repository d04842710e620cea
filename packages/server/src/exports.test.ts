import { expect, test } from 'vitest';

import * as server from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(server).sort()).toEqual([
    'authenticateBearerToken',
    'authenticateSharedSecret',
    'authenticateSignedToken',
    'createDatabaseUnavailableResponse',
    'createPostgresDatabase',
    'createRecipientCheck',
    'createSubmissionHandler',
    'createSubmissionStore',
    'createSubmissionToken',
    'createWebhookDeliveryStore',
    'createWebhookReceiver',
    'defaultDataKeys',
    'isDatabaseUnavailable',
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

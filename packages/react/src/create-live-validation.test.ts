import { createTextInputElement } from '@chatforms/core';
import * as core from '@chatforms/core/renderer';
import { expect, test, vi } from 'vitest';

import { createLiveValidation } from './create-live-validation.js';
import { defaultMessages } from './messages.js';
import { createTestMessage } from './test-support/create-test-message.js';

vi.mock('@chatforms/core/renderer', { spy: true });

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

test('builds the submission schema on first validation, not when the resolver is made, and once', async () => {
  const message = createTestMessage([
    createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
  ]);
  const validation = createLiveValidation();
  const resolver = validation.createResolver(message, defaultMessages);
  expect(core.createSubmissionSchema).not.toHaveBeenCalled();
  const first = await validation.checkAll(() => resolver({ name: '' }, undefined, resolverOptions));
  expect(first.errors).toMatchObject({ name: { type: 'required' } });
  await resolver({ name: 'Ada' }, undefined, resolverOptions);
  expect(core.createSubmissionSchema).toHaveBeenCalledTimes(1);
});

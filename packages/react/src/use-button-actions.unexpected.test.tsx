import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { runAction } from './actions/run-action.js';
import { InteractiveForm } from './interactive-form.js';
import { defaultMessages } from './messages.js';
import { createTestMessage } from './test-support/create-test-message.js';

vi.mock('./actions/run-action.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  runAction: vi.fn(),
}));

test('shows a failure and takes the next press when running an action throws unexpectedly', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const bug = new Error('a bug');
  vi.mocked(runAction).mockRejectedValueOnce(bug).mockResolvedValueOnce({ status: 'succeeded' });
  const user = userEvent.setup();
  render(<InteractiveForm message={createTestMessage([])} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.actionFailed);
  expect(error).toHaveBeenCalledWith('[chatforms]', bug);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(runAction).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

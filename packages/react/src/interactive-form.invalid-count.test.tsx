import { surveyMessage } from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';

import { InteractiveForm } from './interactive-form.js';

test('the count of fields that need attention follows the fixes, and goes once all are fixed', async () => {
  const user = userEvent.setup();
  render(<InteractiveForm message={surveyMessage} />);
  await user.click(screen.getByRole('button', { name: 'Send answers' }));
  expect(screen.getByRole('status')).toHaveTextContent('3 fields need your attention.');

  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
  expect(screen.getByRole('status')).toHaveTextContent('2 fields need your attention.');
  await user.selectOptions(screen.getByRole('combobox', { name: /Your plan/ }), 'team');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));

  expect(screen.getByRole('status')).not.toHaveTextContent('attention');
});

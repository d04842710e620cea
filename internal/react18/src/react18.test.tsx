import { appointmentMessage, everyElementMessage, surveyMessage } from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { version } from 'react';
import { expect, test, vi } from 'vitest';

test('runs on React 18, not the React 19 the rest of the workspace uses', () => {
  expect(version).toMatch(/^18\./);
});

test.each([
  ['survey', surveyMessage, 'Quick survey'],
  ['appointment', appointmentMessage, 'Book a visit'],
  ['every element', everyElementMessage, 'Every element'],
])('renders the %s form in the browser DOM', async (_, message, title) => {
  render(<InteractiveForm message={message} />);
  // A form with dates shows a loading line while its date code loads on demand.
  expect(await screen.findByRole('group', { name: title })).toBeInTheDocument();
});

test('validates on submit, then hands the typed values to onSubmit', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<InteractiveForm message={surveyMessage} onSubmit={onSubmit} />);

  await user.click(screen.getByRole('button', { name: 'Send answers' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
  await user.selectOptions(screen.getByRole('combobox', { name: /Your plan/ }), 'team');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Send answers' }));
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
    values: { name: 'Ada', plan: 'team', recommend: 'yes' },
  });
});

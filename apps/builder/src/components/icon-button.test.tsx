import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { IconButton } from './icon-button.js';

test('an icon button is named by its label and says what it does in a tooltip on keyboard focus', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(
    <IconButton label="Delete Your name" tooltip="Delete (Delete key)" onClick={onClick}>
      <span aria-hidden="true">✕</span>
    </IconButton>,
  );
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await user.tab();

  const button = screen.getByRole('button', { name: 'Delete Your name' });
  expect(button).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete (Delete key)');
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
});

import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';

import { App } from '../../app.js';
import { lintMessage } from '../../lint/lint-message.js';
import { validateDraft } from '../../state/validate-draft.js';

test('the palette adds a rating, and its inspector switches it to a 0–10 scale with named ends', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  await user.click(within(palette).getByRole('button', { name: 'Rating' }));
  const canvas = screen.getByRole('list', { name: 'Form elements' });
  await user.click(within(canvas).getByRole('button', { name: /^Rating How did we do/ }));

  expect(screen.getByRole('heading', { level: 2, name: 'Rating rating1' })).toBeInTheDocument();
  const preview = () => screen.getAllByRole('radiogroup', { name: 'How did we do?' })[0]!;
  expect(within(preview()).getAllByRole('radio')).toHaveLength(5);
  await user.selectOptions(screen.getByLabelText('Scale'), 'nps');
  await user.type(screen.getByLabelText('Low end words'), 'Not likely');
  expect(within(preview()).getAllByRole('radio')).toHaveLength(11);
  expect(preview()).toHaveAccessibleDescription('0: Not likely');
});

test('a rating is a warning that stock kits skip it, fixed by a singleSelect of its numbers', () => {
  const withRating = addElement(createEmptyFormMessage(), 'rating');
  const message = updateElement(withRating, 'submit', {
    action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/ratings' },
  });
  const [finding] = lintMessage(message);
  expect(finding).toMatchObject({
    code: 'not_in_stock_kits',
    pointer: '/data/interactiveData/formFields/0/elementType',
  });
  expect(finding?.fix?.label).toBe('Use a singleSelect instead');
  const fixed = finding!.fix!.apply(message);
  expect(fixed.data.interactiveData.formFields[0]).toMatchObject({
    elementType: 'singleSelect',
    elementId: 'rating1',
    options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
  });
  expect(lintMessage(fixed)).toEqual([]);
  expect(validateDraft(fixed)).toEqual([]);
});

import { listElementTypes } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';

import { App } from '../app.js';
import { getElementTypeName } from '../element-types/element-inspector-registry.js';

const elementTypes = listElementTypes();

beforeEach(() => localStorage.clear());

function readCanvasOrder(): (string | null)[] {
  const list = screen.getByRole('list', { name: 'Form elements' });
  return within(list)
    .queryAllByRole('button', { name: /^Reorder / })
    .map((handle) => handle.getAttribute('aria-label'));
}

test.each(elementTypes)(
  'clicking %s in the palette adds it and opens it in the inspector',
  async (type) => {
    const user = userEvent.setup();
    render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
    const palette = screen.getByRole('toolbar', { name: 'Add elements' });

    await user.click(within(palette).getByRole('button', { name: getElementTypeName(type) }));

    expect(readCanvasOrder()).toEqual([
      expect.stringMatching(`^Reorder ${getElementTypeName(type)} `),
    ]);
    const inspector = screen.getByRole('region', { name: 'Inspector' });
    expect(within(inspector).getByRole('heading', { level: 2 })).toHaveTextContent(
      `${getElementTypeName(type)} ${type}1`,
    );
    expect(within(inspector).getByLabelText('Element id')).toHaveValue(`${type}1`);
  },
);

test('the palette offers exactly the element types of core’s registry', () => {
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  expect(
    within(palette)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(elementTypes.map((type) => `+ ${getElementTypeName(type)}`));
});

test('adding while an element is selected inserts the new one right after it', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  await user.click(within(palette).getByRole('button', { name: 'Label' }));
  await user.click(within(palette).getByRole('button', { name: 'Radio' }));
  await user.click(screen.getByRole('button', { name: /^Label.*A line of text$/ }));

  await user.click(within(palette).getByRole('button', { name: 'Checkbox' }));

  expect(readCanvasOrder()).toEqual([
    'Reorder Label A line of text',
    'Reorder Checkbox Pick any',
    'Reorder Radio Choose one',
  ]);
  expect(screen.getByRole('button', { name: /^Checkbox.*Pick any$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('adding with the form settings open appends the new element at the end', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  await user.click(within(palette).getByRole('button', { name: 'Label' }));
  await user.click(within(palette).getByRole('button', { name: 'Radio' }));
  await user.click(screen.getByRole('button', { name: /^Label.*A line of text$/ }));
  await user.click(screen.getByRole('button', { name: 'Form settings' }));

  await user.click(within(palette).getByRole('button', { name: 'Dropdown' }));

  expect(readCanvasOrder()).toEqual([
    'Reorder Label A line of text',
    'Reorder Radio Choose one',
    'Reorder Dropdown Pick one',
  ]);
});

test.each([
  ['Label', 'Text'],
  ['Text input', 'Label'],
  ['Button', 'Button text'],
  ['Dropdown', 'Label'],
])('adding a %s moves focus to its %s field', async (typeName, field) => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });

  await user.click(within(palette).getByRole('button', { name: typeName }));

  const inspector = screen.getByRole('region', { name: 'Inspector' });
  expect(within(inspector).getByLabelText(field)).toHaveFocus();
});

test('the palette is one Tab stop whose arrow keys move between the element types', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const palette = screen.getByRole('toolbar', { name: 'Add elements' });
  const buttons = within(palette).getAllByRole('button');
  expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

  buttons[0]?.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(buttons[2]).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(buttons[1]).toHaveFocus();
  await user.keyboard('{End}');
  expect(buttons.at(-1)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(buttons[0]).toHaveFocus();
  expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
});

import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';

import { Tabs } from './tabs.js';

const tabs = [
  { id: 'canvas', label: 'Canvas', content: <p>The canvas</p> },
  { id: 'json', label: 'JSON', content: <p>The JSON</p> },
  { id: 'code', label: 'Code', content: <p>The code</p> },
];

test('the first tab is chosen and only its panel is shown', () => {
  render(<Tabs label="Editor view" tabs={tabs} />);

  expect(screen.getByRole('tablist', { name: 'Editor view' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Canvas' })).toHaveTextContent('The canvas');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
});

test('clicking a tab shows its panel', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Editor view" tabs={tabs} />);

  await user.click(screen.getByRole('tab', { name: 'Code' }));

  expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Code' })).toHaveTextContent('The code');
});

test('only the chosen tab is in the Tab order', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Tabs label="Editor view" tabs={tabs} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Before' }));

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'JSON' })).not.toHaveFocus();
});

test('ArrowRight and ArrowLeft move focus and choice to the next and previous tab', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Editor view" tabs={tabs} />);
  await user.click(screen.getByRole('tab', { name: 'Canvas' }));

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'JSON' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'JSON' })).toHaveTextContent('The JSON');

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Canvas' })).toBeInTheDocument();
});

test('the arrow keys wrap around at both ends', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Editor view" tabs={tabs} />);
  await user.click(screen.getByRole('tab', { name: 'Canvas' }));

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Code' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Canvas' })).toHaveAttribute('aria-selected', 'true');
});

test('each tab controls its panel and the panel is labelled by its tab', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Editor view" tabs={tabs} />);

  await user.click(screen.getByRole('tab', { name: 'JSON' }));

  const panel = screen.getByRole('tabpanel');
  expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveAccessibleName('JSON');
});

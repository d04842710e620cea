import type { Issue } from '@chatforms/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

import { IssueList } from './issue-list.js';

const issues: Issue[] = [
  {
    path: ['data', 'interactiveData', 'formFields', 1, 'elementId'],
    pointer: '/data/interactiveData/formFields/1/elementId',
    code: 'duplicate_element_id',
    message: 'elementId "name" is already used by formFields.0; ids must be unique in a message',
  },
  { path: [], pointer: '', code: 'invalid_json', message: 'Unexpected end of JSON input' },
];

test('lists each issue with its pointer under a counted heading', () => {
  render(<IssueList issues={issues} heading="Issues" onChoose={() => undefined} />);

  const list = screen.getByRole('region', { name: 'Issues' });
  expect(within(list).getByRole('heading')).toHaveTextContent('Issues (2)');
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    '/data/interactiveData/formFields/1/elementId elementId "name" is already used by formFields.0; ids must be unique in a message',
    '/ Unexpected end of JSON input',
  ]);
});

test('choosing an issue hands it to onChoose', async () => {
  const user = userEvent.setup();
  const onChoose = vi.fn();
  render(<IssueList issues={issues} heading="Issues" onChoose={onChoose} />);

  await user.click(screen.getByRole('button', { name: /Unexpected end of JSON input/ }));

  expect(onChoose).toHaveBeenCalledTimes(1);
  expect(onChoose).toHaveBeenCalledWith(issues[1]);
});

test('renders nothing when there are no issues', () => {
  const { container } = render(
    <IssueList issues={[]} heading="Issues" onChoose={() => undefined} />,
  );

  expect(container).toBeEmptyDOMElement();
});

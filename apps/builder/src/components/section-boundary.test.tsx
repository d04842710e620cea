import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';

import { SectionBoundary } from './section-boundary.js';

function ReadTitle({ draft }: { draft: { title: unknown } }) {
  return <h2>{(draft.title as string).toUpperCase()}</h2>;
}

afterEach(() => vi.restoreAllMocks());

test('a part that cannot show a draft says why and offers undo, and the next draft tries again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onUndo = vi.fn();
  const broken = { title: 42 };
  const view = render(
    <SectionBoundary label="canvas" draft={broken} onUndo={onUndo}>
      <ReadTitle draft={broken} />
    </SectionBoundary>,
  );

  expect(screen.getByRole('alert')).toHaveTextContent(
    /^The canvas cannot show this draft: .*toUpperCase is not a function/,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }));
  expect(onUndo).toHaveBeenCalledOnce();

  const fixed = { title: 'Lunch' };
  view.rerender(
    <SectionBoundary label="canvas" draft={fixed} onUndo={onUndo}>
      <ReadTitle draft={fixed} />
    </SectionBoundary>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'LUNCH' })).toBeInTheDocument();
});

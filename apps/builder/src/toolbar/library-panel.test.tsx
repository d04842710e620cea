import { createEmptyFormMessage } from '@chatforms/core/editing';
import { surveyMessage } from '@chatforms/fixtures';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { App } from '../app.js';
import { listDrafts, saveDraft } from '../drafts/draft-store.js';
import { createAppointmentTemplate } from '../templates/booking-templates.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function readCanvasSummaries(): (string | null)[] {
  const list = screen.getByRole('list', { name: 'Form elements' });
  return within(list)
    .queryAllByRole('button', { name: /^Delete / })
    .map((button) => button.getAttribute('aria-label')?.slice('Delete '.length) ?? null);
}

test('Templates opens the gallery as a dialog, and closing it gives focus back to Templates', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  const templates = screen.getByRole('button', { name: 'Templates' });

  await user.click(templates);
  const gallery = screen.getByRole('dialog', { name: 'Templates' });
  // Modal: the page behind it is out of reach until it closes.
  expect(templates.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
  expect(
    within(gallery)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    'Close templates',
    'Empty form',
    'Survey',
    'NPS',
    'Appointment',
    'Support ticket',
    'RSVP',
    'Order confirmation',
    'Feedback',
    'Approval',
  ]);

  await user.click(within(gallery).getByRole('button', { name: 'Close templates' }));
  expect(screen.queryByRole('dialog', { name: 'Templates' })).not.toBeInTheDocument();
  expect(templates).toHaveFocus();
});

test('choosing a template replaces the message and closes the gallery', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Label' }));
  await user.click(screen.getByRole('button', { name: 'Templates' }));

  await user.click(screen.getByRole('button', { name: 'Appointment' }));

  expect(screen.queryByRole('dialog', { name: 'Templates' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Book an appointment' })).toBeInTheDocument();
  expect(readCanvasSummaries()).toEqual(
    createAppointmentTemplate().data.interactiveData.formFields.map((element) => element.label),
  );
  expect(screen.getByRole('heading', { name: 'Form settings' })).toBeInTheDocument();
});

test('a template opens as a new draft and leaves the previous draft saved', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'My own form');
  await user.click(screen.getByRole('button', { name: 'Templates' }));

  await user.click(screen.getByRole('button', { name: 'Survey' }));

  expect(listDrafts().map((draft) => draft.title)).toEqual(
    expect.arrayContaining(['My own form', 'How are we doing?']),
  );
});

test('each template has a thumbnail drawn by the renderer, inert and hidden from screen readers', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'Templates' }));
  const gallery = screen.getByRole('dialog', { name: 'Templates' });

  const thumbnails = gallery.querySelectorAll('.template-thumbnail');
  expect(thumbnails).toHaveLength(9);
  for (const thumbnail of thumbnails) {
    expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
    expect(thumbnail).toHaveAttribute('inert');
  }
  const ticket = within(gallery).getByRole('button', { name: 'Support ticket' }).parentElement;
  expect(ticket?.querySelector('.template-thumbnail')).toHaveTextContent('Open a support ticket');
  expect(
    ticket?.querySelector('.template-thumbnail input, .template-thumbnail textarea'),
  ).not.toBeNull();
});

test('Drafts lists the saved drafts and opens the one chosen', async () => {
  const user = userEvent.setup();
  saveDraft({ id: 'survey', title: 'Quick survey', updatedAt: 1000, message: surveyMessage });
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'File' }));

  await user.click(screen.getByRole('menuitem', { name: 'Drafts…' }));
  const drafts = screen.getByRole('dialog', { name: 'Drafts' });
  expect(
    within(within(drafts).getByRole('list'))
      .getAllByRole('button', { name: /^(?!Delete draft)/ })
      .map((button) => button.textContent),
  ).toEqual(['Untitled form', 'Quick survey']);
  expect(within(drafts).getByRole('button', { name: 'Untitled form' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await user.click(within(drafts).getByRole('button', { name: 'Quick survey' }));

  expect(screen.getByText('Opened draft “Quick survey”.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quick survey' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Drafts' })).not.toBeInTheDocument();
});

test('a draft other than the open one can be deleted', async () => {
  const user = userEvent.setup();
  saveDraft({ id: 'survey', title: 'Quick survey', updatedAt: 1000, message: surveyMessage });
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.click(screen.getByRole('button', { name: 'File' }));
  await user.click(screen.getByRole('menuitem', { name: 'Drafts…' }));
  expect(screen.getByRole('button', { name: 'Delete draft Untitled form' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Delete draft Quick survey' }));

  expect(screen.queryByRole('button', { name: 'Quick survey' })).not.toBeInTheDocument();
  expect(listDrafts().map((draft) => draft.id)).toEqual(['d1']);
});

test('every edit is saved to the open draft', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);

  await user.click(screen.getByRole('button', { name: 'Checkbox' }));

  const [draft] = listDrafts();
  expect(draft?.id).toBe('d1');
  expect(draft?.message.data.interactiveData.formFields).toEqual([
    expect.objectContaining({ elementType: 'checkbox', elementId: 'checkbox1' }),
  ]);
});

test('a reopened draft says so', () => {
  render(<App session={{ draftId: 'd1', message: surveyMessage, source: 'draft' }} />);

  expect(screen.getByText('Reopened your last draft.')).toBeInTheDocument();
});

test('New form starts an empty form as a new draft and says the previous one is kept in Drafts', async () => {
  const user = userEvent.setup();
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'My own form');

  await user.click(screen.getByRole('button', { name: 'File' }));

  await user.click(screen.getByRole('menuitem', { name: 'New form' }));

  expect(screen.getByLabelText('Title')).toHaveValue('Untitled form');
  expect(
    screen.getByText('Started a new form. “My own form” is kept in Drafts.'),
  ).toBeInTheDocument();
  expect(listDrafts().map((draft) => draft.title)).toEqual(
    expect.arrayContaining(['My own form', 'Untitled form']),
  );
});

test('New form asks first when the browser did not keep the draft, and keeps it on Cancel', async () => {
  const user = userEvent.setup();
  vi.stubGlobal('localStorage', {
    length: 0,
    key: () => null,
    getItem: () => null,
    removeItem: () => undefined,
    clear: () => undefined,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
  // happy-dom has no confirm dialog to spy on: the page's is stood in for.
  const confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
  render(<App session={{ draftId: 'd1', message: createEmptyFormMessage(), source: 'new' }} />);
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'Unkept form');

  await user.click(screen.getByRole('button', { name: 'File' }));

  await user.click(screen.getByRole('menuitem', { name: 'New form' }));

  expect(confirm).toHaveBeenCalledWith(
    'The browser did not keep “Unkept form” in Drafts: a new form replaces it. Start a new form anyway?',
  );
  expect(screen.getByLabelText('Title')).toHaveValue('Unkept form');
  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('button', { name: 'File' }));
  await user.click(screen.getByRole('menuitem', { name: 'New form' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Untitled form');
});

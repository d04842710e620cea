import { appointmentMessage, surveyMessage } from '@chatforms/fixtures';

/**
 * The forms a page can render, by the name in its `?form=` query: the appointment, with dates whose
 * code is a chunk of its own, by default; the survey, with no dates, a dropdown and checkboxes.
 */
export const pageForms = { appointment: appointmentMessage, survey: surveyMessage };

export type PageForm = keyof typeof pageForms;

/** The form a page's address names, else the appointment. */
export function findPageForm(search: URLSearchParams): PageForm {
  const name = search.get('form');
  return name !== null && name in pageForms ? (name as PageForm) : 'appointment';
}

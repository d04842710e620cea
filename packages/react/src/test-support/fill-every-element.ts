import { expect, userEvent, within } from 'storybook/test';

/** The values `fillEveryElementForm` enters, as the form submits them. */
export const everyElementValues = {
  fullName: 'Grace Hopper',
  address: '',
  services: ['water'],
  country: 'au',
  contact: 'chat',
  wing: 'b',
  moveIn: '2026-05-01',
};

/** Fills the required fields of `everyElementMessage` the way a reader would, in a play function. */
export async function fillEveryElementForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Grace Hopper');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'Australia');
  await userEvent.click(canvas.getByRole('radio', { name: 'B Wing' }));
  await userEvent.type(canvas.getByLabelText(/Move-in date/), '2026-05-01');
  await expect(canvas.getByLabelText(/Move-in date/)).toHaveValue('2026-05-01');
}

/** The JSON body of the `index`th request a mocked fetch received. */
export function readRequestBody(fetch: unknown, index = 0): unknown {
  const calls = (fetch as { mock: { calls: [unknown, RequestInit | undefined][] } }).mock.calls;
  const body = calls[index]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

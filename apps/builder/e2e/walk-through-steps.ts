import type { Locator, Page } from 'playwright-core';

/** The walk-through's chat view: its dialog, the receiver's side and the sender's side. */
export interface ChatView {
  opener: Locator;
  dialog: Locator;
  receiver: Locator;
  sender: Locator;
}

/** Sends the Survey template to George (cometchat-uid-2) and opens it as him in the chat view. */
export async function sendSurveyAndOpenAsReceiver(page: Page): Promise<ChatView> {
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('george');
  await page.getByRole('button', { name: /George Alan/ }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Sent\. Message id/).waitFor();

  const opener = page.getByRole('button', {
    name: 'Open as receiver (cometchat-uid-2)',
    exact: true,
  });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /in the chat$/ });
  const receiver = dialog.getByRole('region', { name: /^Receiver’s view/ });
  const sender = dialog.getByRole('region', { name: /^Sender’s view/ });
  await sender.getByText('not reached yet').waitFor();
  return { opener, dialog, receiver, sender };
}

/** Fills the Survey as its receiver and presses Send answers. */
export async function answerSurvey(receiver: Locator): Promise<void> {
  await receiver.getByLabel('Satisfied', { exact: true }).check();
  await receiver.getByLabel('How often do you use Northwind?').selectOption({ label: 'Every day' });
  await receiver.getByLabel('Anything we should change?').fill('More reports, please.');
  await receiver.getByRole('button', { name: 'Send answers' }).click();
}

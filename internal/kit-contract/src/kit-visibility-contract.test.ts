import {
  type FormValues,
  parseFormMessage,
  readKitFormData,
  validateSubmission,
} from '@chatforms/core';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { createContractSetup } from './contract-message.js';
import { describeRenderedBubble } from './describe-rendered-bubble.js';
import { useContractPages } from './use-contract-pages.js';

// The support form with and without chatforms' visibleWhen rules, in the chat service's own form
// bubble: what the kit does with a key it was never written to read, and what chatforms does.
const { openPage, waitForBody } = useContractPages({ timezoneId: 'America/New_York' });

/**
 * Answers for which the size (Billing only) and the plan (contact by email) are hidden by their
 * rules; the kit shows both anyway, and the plan is answered there.
 */
async function fillKitPastTheRules(page: Page) {
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-input input').nth(0).fill('Ada');
  // The note shows for a name, so its answer is kept.
  await bubble.locator('cometchat-input input').nth(1).fill('After five');
  await bubble.locator('cometchat-checkbox[name=topics] label').nth(0).click();
  await bubble.locator('cometchat-radio-button[name=contact] label').nth(0).click();
  await bubble.locator('cometchat-single-select').getByText('Basic', { exact: true }).click();
  await bubble.locator('input#when').fill('2026-05-01T10:30');
}

test('the kit renders the form with visibleWhen exactly as without it: every field, always', async () => {
  const plain = await openPage('kit', 'support', 'render-plain');
  const ruled = await openPage('kit', 'visibility', 'render-visibility');
  for (const { page } of [plain, ruled])
    await page.locator('cometchat-form-bubble cometchat-button button').waitFor();
  const rendered = await describeRenderedBubble(plain.page);
  // The walk reaches the kit's inputs inside their shadow roots, so the comparison has substance.
  expect(rendered.filter((line) => line.trim().startsWith('<input ')).length).toBeGreaterThan(5);
  expect(await describeRenderedBubble(ruled.page)).toEqual(rendered);
  expect([...plain.errors, ...ruled.errors]).toEqual([]);
  await plain.page.context().close();
  await ruled.page.context().close();
});

test('the kit sends the answers of fields the rules hide; validateSubmission drops them with a warning', async () => {
  const ruled = await openPage('kit', 'visibility', 'submit-visibility');
  await fillKitPastTheRules(ruled.page);
  expect(ruled.errors).toEqual([]);
  await ruled.page.locator('cometchat-form-bubble cometchat-button button').click();
  const body = (await waitForBody('/submissions/kit/submit-visibility')) as {
    data: { formData: FormValues; interactionTimezoneCode: string };
  };
  const { formData } = body.data;
  // The kit sends the plan, which a rule hides (the contact is not a phone call).
  expect(formData).toMatchObject({
    name: 'Ada',
    note: 'After five',
    contact: 'email',
    plan: 'basic',
  });

  const parsed = parseFormMessage(
    createContractSetup('https://example.org/x', 'visibility').message,
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  const values = readKitFormData(parsed.data, formData, {
    timeZone: body.data.interactionTimezoneCode,
  });
  const result = validateSubmission(parsed.data, values);
  expect(result).toMatchObject({ success: true });
  if (!result.success) return;
  expect(Object.keys(result.data)).not.toContain('plan');
  expect(result.data).toMatchObject({ name: 'Ada', note: 'After five', contact: 'email' });
  expect(result.warnings.map(({ code, pointer }) => [code, pointer])).toEqual([
    ['hidden_value_dropped', '/plan'],
  ]);
  await ruled.page.context().close();
});

test('<InteractiveForm> shows each field once its rule is met, and sends none it hides', async () => {
  const chatforms = await openPage('chatforms', 'visibility', 'chatforms-visibility');
  const { page } = chatforms;
  await page.getByRole('textbox', { name: 'Name' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Note' }).count()).toBe(0);
  expect(await page.getByRole('combobox', { name: 'Size' }).count()).toBe(0);
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Note' }).fill('After five');
  await page.getByRole('checkbox', { name: 'Shipping' }).check();
  await page.getByRole('combobox', { name: 'Size' }).selectOption('small');
  // Unchecked again: the size hides, and its answer is kept back but not sent.
  await page.getByRole('checkbox', { name: 'Shipping' }).uncheck();
  expect(await page.getByRole('combobox', { name: 'Size' }).count()).toBe(0);
  await page.getByRole('radio', { name: 'Email' }).check();
  expect(await page.getByRole('radio', { name: 'Basic' }).count()).toBe(0);
  await page.getByLabel(/Call at/).fill('2026-05-01T20:00');
  await page.getByRole('button', { name: 'Send' }).click();
  const body = (await waitForBody('/submissions/chatforms/chatforms-visibility')) as {
    data: { formData: FormValues };
  };
  expect(body.data.formData).toMatchObject({ name: 'Ada', note: 'After five', contact: 'email' });
  expect(Object.keys(body.data.formData)).not.toContain('size');
  expect(Object.keys(body.data.formData)).not.toContain('plan');
  expect(chatforms.errors).toEqual([]);
  await page.context().close();
});

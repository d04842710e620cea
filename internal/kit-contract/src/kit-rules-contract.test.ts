import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { describeRenderedBubble } from './describe-rendered-bubble.js';
import { useContractPages } from './use-contract-pages.js';

// The support form with and without chatforms' validation rules (minLength, maxLength, pattern,
// patternMessage on its text inputs; minSelected, maxSelected on its checkbox group), in the chat
// service's own form bubble: what the kit does with keys it was never written to read.
const { openPage, waitForBody, listReceived } = useContractPages({
  timezoneId: 'America/New_York',
});

/** Fills the kit's bubble with answers that break every rule of the ruled form. */
async function fillKitBreakingRules(page: Page) {
  const bubble = page.locator('cometchat-form-bubble');
  // Two characters, under minLength 3.
  await bubble.locator('cometchat-input input').nth(0).fill('Al');
  // Longer than maxLength 10, and digits the pattern refuses.
  await bubble.locator('cometchat-input input').nth(1).fill('Call me at 5 pm, please');
  // Three topics, past maxSelected 2.
  for (const index of [0, 1, 2])
    await bubble.locator('cometchat-checkbox[name=topics] label').nth(index).click();
  await bubble.locator('cometchat-radio-button[name=contact] label').nth(0).click();
  await bubble.locator('input#when').fill('2026-05-01T10:30');
}

test('the kit renders the form with validation rules exactly as without them', async () => {
  const plain = await openPage('kit', 'support', 'render-plain');
  const ruled = await openPage('kit', 'rules', 'render-ruled');
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

test('the kit submits answers breaking every rule, as it submits them without the rules', async () => {
  const plain = await openPage('kit', 'support', 'submit-plain');
  await fillKitBreakingRules(plain.page);
  await plain.page.locator('cometchat-form-bubble cometchat-button button').click();
  const withoutRules = await waitForBody('/submissions/kit/submit-plain');

  const ruled = await openPage('kit', 'rules', 'submit-ruled');
  await fillKitBreakingRules(ruled.page);
  // After its request the bubble marks the message interacted through an SDK that was never
  // initialised, which rejects; only errors before the press count.
  expect(ruled.errors).toEqual([]);
  await ruled.page.locator('cometchat-form-bubble cometchat-button button').click();
  const withRules = await waitForBody('/submissions/kit/submit-ruled');

  // The kit's own request first, so the comparison cannot pass on two empty bodies.
  expect(withRules).toMatchObject({
    data: {
      formData: {
        name: 'Al',
        note: 'Call me at 5 pm, please',
        topics: ['billing', 'shipping', 'returns'],
      },
    },
  });
  expect(withRules).toEqual(withoutRules);
  await plain.page.context().close();
  await ruled.page.context().close();
});

test('<InteractiveForm> holds the same answers back under their fields, where the kit sent them', async () => {
  const chatforms = await openPage('chatforms', 'rules', 'chatforms-ruled');
  const { page } = chatforms;
  await page.getByRole('textbox', { name: 'Name' }).fill('Al');
  await page.getByRole('textbox', { name: 'Note' }).fill('Call me at 5 pm, please');
  for (const topic of ['Billing', 'Shipping', 'Returns'])
    await page.getByRole('checkbox', { name: topic }).check();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel(/Call at/).fill('2026-05-01T20:00');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => page.locator('.chatforms-error').allTextContents())
    .toEqual([
      'Use at least 3 characters',
      'Use at most 10 characters',
      'Choose at most 2 options',
    ]);
  expect(listReceived().some((request) => request.path.endsWith('/chatforms-ruled'))).toBe(false);
  expect(chatforms.errors).toEqual([]);
  await page.context().close();
});

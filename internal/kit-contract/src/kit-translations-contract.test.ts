import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { describeRenderedBubble } from './describe-rendered-bubble.js';
import { useContractPages } from './use-contract-pages.js';

// The support form with and without `interactiveData.translations` (its texts in German), in the
// chat service's own form bubble, and in chatforms for a reader whose page is in German.
const { openPage, waitForBody } = useContractPages({
  timezoneId: 'America/New_York',
  locale: 'de-DE',
});

async function fillKitRequired(page: Page) {
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-input input').nth(0).fill('Ada');
  await bubble.locator('cometchat-radio-button[name=contact] label').nth(1).click();
  await bubble.locator('input#when').fill('2026-05-01T10:30');
}

test('the kit renders the form with translations exactly as without them, in its own texts', async () => {
  const plain = await openPage('kit', 'support', 'render-plain');
  const translated = await openPage('kit', 'translations', 'render-translated');
  for (const { page } of [plain, translated])
    await page.locator('cometchat-form-bubble cometchat-button button').waitFor();
  const rendered = await describeRenderedBubble(plain.page);
  expect(rendered.some((line) => line.trim() === 'Support request')).toBe(true);
  expect(await describeRenderedBubble(translated.page)).toEqual(rendered);
  expect([...plain.errors, ...translated.errors]).toEqual([]);
  await plain.page.context().close();
  await translated.page.context().close();
});

test('the kit submits the same answers with translations as without', async () => {
  const plain = await openPage('kit', 'support', 'submit-plain');
  await fillKitRequired(plain.page);
  await plain.page.locator('cometchat-form-bubble cometchat-button button').click();
  const withoutTranslations = await waitForBody('/submissions/kit/submit-plain');
  const translated = await openPage('kit', 'translations', 'submit-translated');
  await fillKitRequired(translated.page);
  expect(translated.errors).toEqual([]);
  await translated.page.locator('cometchat-form-bubble cometchat-button button').click();
  const withTranslations = await waitForBody('/submissions/kit/submit-translated');
  expect(withTranslations).toMatchObject({
    data: { formData: { name: 'Ada', contact: 'phone' } },
  });
  expect(withTranslations).toEqual(withoutTranslations);
  await plain.page.context().close();
  await translated.page.context().close();
});

test("chatforms shows the German texts once the page's language is German, and an option's own label where they name none", async () => {
  const { page, errors } = await openPage('chatforms', 'translations', 'chatforms-de');
  // The contract page is written in English: the form follows the page's language when it changes.
  await page.getByRole('group', { name: 'Support request' }).waitFor();
  await page.evaluate(() => (document.documentElement.lang = 'de'));
  await page.getByRole('group', { name: 'Supportanfrage' }).waitFor();
  await page.getByRole('textbox', { name: /Name \(Pflicht\)/ }).fill('Ada');
  await page.getByRole('radio', { name: 'Telefon' }).check();
  expect(await page.getByRole('checkbox', { name: 'Rechnung' }).count()).toBe(1);
  // An option the translation does not name keeps its own label.
  expect(await page.getByRole('checkbox', { name: 'Returns' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Senden' }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

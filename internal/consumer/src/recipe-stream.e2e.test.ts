import { expect, test } from 'vitest';

import { completionText } from './create-test-form.js';
import { pressTabUntilFocused } from './open-chromium.js';
import { uiTimeoutMs, useRecipeApp } from './recipe-app.js';

const app = useRecipeApp('stream');
const { recipe, openRecipe } = app;

test('the page pins exact versions of the kit and its client', () => {
  expect(recipe.dependencies).toEqual({
    'stream-chat': expect.stringMatching(/^9\.\d+\.\d+$/),
    'stream-chat-react': expect.stringMatching(/^14\.\d+\.\d+$/),
  });
});

test("the form renders inside the received message's bubble, with no error or warning, and the page asks no server but its own", async () => {
  const { page, offLoopback, logs } = await openRecipe();
  const received = page.locator('.str-chat__message--received', {
    hasText: 'What would you like for lunch?',
  });
  const bubble = received.locator('.str-chat__message-bubble');
  await expect.poll(() => bubble.locator('.chatforms').count()).toBe(1);
  const form = await bubble.locator('.chatforms').boundingBox();
  const outline = await bubble.boundingBox();
  expect(form!.x).toBeGreaterThanOrEqual(outline!.x);
  expect(form!.x + form!.width).toBeLessThanOrEqual(outline!.x + outline!.width);
  expect(offLoopback).toEqual([]);
  expect(logs).toEqual([]);
});

test('a keyboard-only reader fills and submits the form: the documented request, then the completion view with the focus', async () => {
  const watched = await openRecipe();
  const { page } = watched;
  await pressTabUntilFocused(page, page.getByRole('textbox', { name: /Dish/ }));
  await page.keyboard.type('Soup');
  await page.keyboard.press('Tab');
  const size = page.getByRole('combobox', { name: /Size/ });
  expect(await size.evaluate((element) => element === document.activeElement)).toBe(true);
  // A closed select changes its value with the arrow keys; "Large" is the second option.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await size.inputValue()).toBe('large');
  // Past the Menu link button to the submit button.
  expect(await pressTabUntilFocused(page, page.getByRole('button', { name: 'Order' }))).toBe(2);
  await page.keyboard.press('Enter');
  const completion = page.getByText(completionText);
  await completion.waitFor({ timeout: uiTimeoutMs }).catch((error: Error) => {
    throw new Error(`no completion view: ${error.message}\n${watched.logs.join('\n')}`);
  });
  expect(
    await page.evaluate(
      () => document.activeElement?.closest('.chatforms')?.getAttribute('data-view') ?? null,
    ),
  ).toBe('completion');
  const submits = app.server.requests.filter((request) => request.path === '/submit');
  expect(submits.map((request) => request.method)).toEqual(['POST']);
  expect(submits[0]?.headers['content-type']).toBe('application/json');
  const documented = recipe.requestBody as { data: object };
  expect(JSON.parse(submits[0]?.body ?? '')).toEqual({
    ...documented,
    data: { ...documented.data, interactionTimezoneCode: expect.any(String) },
  });
  expect(watched.offLoopback).toEqual([]);
});

test("at a 320 px wide page the form narrows with the kit's bubble and nothing overflows it", async ({
  annotate,
}) => {
  const { page } = await openRecipe({ width: 320, height: 700 });
  const bubble = page.locator('.str-chat__message-bubble', { has: page.locator('.chatforms') });
  const measured = await bubble.evaluate((element) => {
    const formElement = element.querySelector('.chatforms')!;
    const form = formElement.getBoundingClientRect();
    const outline = element.getBoundingClientRect();
    return {
      form: form.width,
      bubble: outline.width,
      overflow: form.right - outline.right,
      bubbleOverflow: element.scrollWidth - element.clientWidth,
      formOverflow: formElement.scrollWidth - formElement.clientWidth,
    };
  });
  await annotate(`form ${measured.form} px, bubble ${measured.bubble} px`);
  expect(measured.overflow).toBeLessThanOrEqual(0);
  expect(measured.bubbleOverflow).toBe(0);
  expect(measured.formOverflow).toBe(0);
});

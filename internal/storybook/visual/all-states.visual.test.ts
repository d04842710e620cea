import { builtInElementDefinitions } from '@chatforms/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

import preview from '../../../.storybook/preview.js';

interface StoriesFile {
  default: Meta;
  AllStates?: StoryObj;
}

// Every stories file of the renderer; the ones with an AllStates story get a baseline per theme.
const storiesFiles = import.meta.glob<StoriesFile>('../../../packages/react/src/**/*.stories.tsx', {
  eager: true,
});
const allStates = Object.entries(storiesFiles).flatMap(([path, file]) =>
  file.AllStates ? [{ name: /([\w-]+)\.stories\.tsx$/.exec(path)![1]!, file }] : [],
);

// Screenshots must not depend on timing: no animation, transition or blinking caret.
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

test('finds the all-states story of every element', () => {
  const fieldFiles = builtInElementDefinitions.map(
    ({ type }) => `${type.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-field`,
  );
  expect(allStates.map(({ name }) => name).sort()).toEqual(fieldFiles.sort());
});

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  test.each(allStates)('$name AllStates matches its baseline', async ({ name, file }) => {
    const Story = composeStory(file.AllStates!, file.default, {
      ...preview,
      initialGlobals: { theme, dir: 'ltr' },
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(createElement(Story));
    unmount = () => {
      root.unmount();
      container.remove();
    };
    const stage = page.elementLocator(container).getByRole('figure').first();
    await expect.element(stage).toBeVisible();
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`${name}-${theme}`);
  });
});

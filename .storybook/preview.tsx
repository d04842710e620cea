import '../packages/react/src/styles.css';
import './preview.css';

import type { Decorator, Preview } from '@storybook/react-vite';

import { loadJsonSyntaxLocator } from '../packages/core/src/entries/renderer.js';
import {
  loadDateTimePatterns,
  loadDateTimeSupport,
  loadElementComponents,
} from '../packages/react/src/index.js';
import { loadInteractionCode } from '../packages/react/src/load-interaction-code.js';
import { loadLiveFormCode } from '../packages/react/src/load-live-form-code.js';

type Theme = 'light' | 'dark';
type Direction = 'ltr' | 'rtl';

/**
 * Applies the toolbar's theme and direction to every story: the page behind it, and the `theme`
 * and `dir` args that stories pass to `<InteractiveForm>`.
 */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = context.globals.theme as Theme;
  const dir = context.globals.dir as Direction;
  return (
    <div className="catalog-stage" data-theme={theme} dir={dir}>
      <Story args={{ ...context.args, theme, dir }} />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme of the forms',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // CI runs every story once per theme: internal/storybook/vitest.config.ts overrides `theme`.
  initialGlobals: { theme: 'light', dir: 'ltr' },
  decorators: [withThemeAndDirection],
  // Date code, custom dateTimeFormat patterns, the JSON syntax locator, what a press or a check
  // of values runs and the live form load on demand in an app; the catalog shows every form ready.
  loaders: [
    () =>
      Promise.all([
        loadDateTimeSupport(),
        loadDateTimePatterns(),
        loadJsonSyntaxLocator(),
        loadInteractionCode(),
        loadElementComponents(),
        loadLiveFormCode(),
      ]),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every axe violation fails the story's test, in the UI and in CI.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: ['Renderer', ['Introduction', 'Interactive Form', 'Elements', 'Actions', 'Samples']],
      },
    },
  },
};

export default preview;

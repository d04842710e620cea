import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

import { readCodeBlocks } from '@chatforms/docs';
import { compile } from '@tailwindcss/node';

const require = createRequire(import.meta.url);

/** The app stylesheets a host page can load around the form, by name. */
export type HostName = 'unstyled' | 'bootstrap' | 'tailwind' | 'hostile' | 'app-rules';

/** The utilities the Tailwind app writes on `<InteractiveForm className>`. */
export const tailwindClasses = ['p-0', 'rounded-none', 'text-lg'];

/** A page's stylesheets in document order: the app's and the form's, as the app would load them. */
export interface HostStylesheets {
  name: HostName;
  css: string[];
}

/** The built `@chatforms/react/styles.css`, as an app imports it. */
function readChatformsStyles(): string {
  return readFileSync(require.resolve('@chatforms/react/styles.css'), 'utf8');
}

/**
 * Bare element rules an app might have, each one a trip seen in the wild or a close cousin: every
 * element the form uses, restyled without a class, and inherited text styles on the body.
 */
const hostileCss = `
body { font: italic 700 20px/3 Georgia, serif; color: purple; letter-spacing: 2px; text-transform: uppercase; text-align: center; }
* { line-height: 2; word-spacing: 4px; }
div { margin: 3px; padding: 5px; }
form { margin: 30px; padding: 12px; border: 3px solid red; }
fieldset { margin: 10px; padding: 10px; border: 2px groove; min-inline-size: 300px; }
legend { float: left; font-size: 22px; font-weight: 800; padding: 8px; }
label { display: block; text-transform: uppercase; letter-spacing: 0.1em; font-size: 20px; margin-bottom: 10px; }
input, select, textarea, button { font-family: Georgia, serif; font-size: 18px; inline-size: 100%; margin: 6px; padding: 10px; border-radius: 0; box-shadow: 0 0 0 3px gold; }
textarea { height: 48px; resize: none; }
button { text-transform: uppercase; background: black; color: yellow; min-inline-size: 300px; cursor: help; }
p { margin: 20px 0; text-indent: 2em; font-size: 18px; }
span { font-style: oblique; font-weight: 900; }
img { display: inline; padding: 10px; border: 5px solid blue; }
a { color: red; text-decoration: underline overline; }
ul, li { margin: 0; padding: 0; list-style: square inside; }
details, summary { display: block; padding: 6px; background: yellow; }
code, strong { font-size: 2em; }
`;

/**
 * An app's own adjustments, which must win: rules on the form's class names, a token, and a font
 * of its own that one form takes by its token.
 */
const appRulesCss = `
body { font-family: 'DejaVu Sans Mono', monospace; }
.chatforms-label { text-transform: uppercase; }
.chatforms-button-primary { border-radius: 0; }
.chatforms { --chatforms-color-accent: #7c3aed; }
.chatforms[data-view='card'] { --chatforms-font-family: inherit; }
`;

/** The react README's Tailwind stylesheet, as an app copies it: the layer order, Tailwind, ours. */
function readReadmeTailwindCss(): string {
  const readme = new URL('../../../packages/react/README.md', import.meta.url);
  const blocks = readCodeBlocks(readFileSync(readme, 'utf8'), 'packages/react/README.md');
  const block = blocks.find(
    ({ language, code }) => language === 'css' && code.includes('tailwindcss'),
  );
  if (block === undefined)
    throw new Error('packages/react/README.md has no css block with Tailwind');
  return block.code;
}

async function compileTailwindApp(): Promise<string> {
  const compiler = await compile(readReadmeTailwindCss(), {
    base: dirname(new URL(import.meta.url).pathname),
    onDependency: () => {},
  });
  return compiler.build(tailwindClasses);
}

/** Each host's stylesheets; the form's comes first, so an app's rule of equal weight comes later. */
export async function readHostStylesheets(): Promise<Record<HostName, HostStylesheets>> {
  const chatforms = readChatformsStyles();
  const bootstrap = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.css'), 'utf8');
  return {
    unstyled: { name: 'unstyled', css: [chatforms] },
    bootstrap: { name: 'bootstrap', css: [chatforms, bootstrap] },
    tailwind: { name: 'tailwind', css: [await compileTailwindApp()] },
    hostile: { name: 'hostile', css: [chatforms, hostileCss] },
    'app-rules': { name: 'app-rules', css: [chatforms, appRulesCss] },
  };
}

import { readFileSync } from 'node:fs';

import postcss, { type Root, type Rule } from 'postcss';

/** One custom property of the stylesheet with its light and dark defaults ('' when it has one). */
export interface StyleToken {
  name: string;
  light: string;
  dark: string;
}

/** The token block's selector: every default lives in this one rule. */
export const tokenSelector = ':where(.chatforms)';

/** styles.css, parsed. */
export function readStyles(): Root {
  const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
  return postcss.parse(css, { from: 'styles.css' });
}

/** The first rule whose selector is exactly `selector`. */
export function findRule(root: Root, selector: string): Rule {
  let found: Rule | undefined;
  root.walkRules((rule) => {
    if (!found && rule.selector === selector) found = rule;
  });
  if (!found) throw new Error(`styles.css has no rule ${selector}`);
  return found;
}

/** The tokens declared in the token block; a `light-dark(a, b)` value gives `a` and `b`. */
export function readStyleTokens(root = readStyles()): StyleToken[] {
  const tokens: StyleToken[] = [];
  findRule(root, tokenSelector).walkDecls(/^--chatforms-/, ({ prop, value }) => {
    const [light = value, dark = ''] = readLightDark(value) ?? [];
    tokens.push({ name: prop, light, dark });
  });
  return tokens;
}

function readLightDark(value: string): string[] | undefined {
  const match = /^light-dark\((.*)\)$/s.exec(value.trim());
  return match ? postcss.list.comma(match[1]!) : undefined;
}

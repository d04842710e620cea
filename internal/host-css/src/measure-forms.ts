import type { Page } from 'playwright-core';

/** The computed properties compared on every element of every form. */
const comparedProperties = [
  'display',
  'position',
  'float',
  'clear',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-indent',
  'text-align',
  'text-decoration-line',
  'white-space',
  'vertical-align',
  'color',
  'background-color',
  'background-image',
  'box-shadow',
  'opacity',
  'cursor',
  'outline-style',
  'appearance',
  'resize',
  'overflow-x',
  'overflow-y',
  'visibility',
  'list-style-type',
  'list-style-position',
  'accent-color',
  'color-scheme',
  'object-fit',
  'flex-basis',
  'flex-grow',
  'flex-shrink',
  'order',
];

/** One element's compared properties, keyed `<bubble> <n> <tag>.<class>`, with its box. */
export type FormStyles = Record<string, Record<string, string>>;

/** The compared properties of every element of every form on the page, and of its box. */
export function readFormStyles(page: Page): Promise<FormStyles> {
  return page.evaluate((properties) => {
    const styles: FormStyles = {};
    for (const bubble of document.querySelectorAll<HTMLElement>('[data-bubble]')) {
      const origin = bubble.getBoundingClientRect();
      bubble.querySelectorAll('.chatforms, .chatforms *').forEach((element, index) => {
        const computed = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        // A select's options have no box: where they are said to be means nothing.
        const entry: Record<string, string> =
          rect.width === 0 && rect.height === 0
            ? {}
            : { 'box x': (rect.x - origin.x).toFixed(2), 'box y': (rect.y - origin.y).toFixed(2) };
        for (const property of properties) entry[property] = computed.getPropertyValue(property);
        const name = `${element.localName}.${element.className}`;
        styles[`${bubble.dataset.bubble} ${index} ${name}`] = entry;
      });
    }
    return styles;
  }, comparedProperties);
}

/** Each `element property: expected → actual` that differs from the unstyled page's. */
export function diffFormStyles(expected: FormStyles, actual: FormStyles): string[] {
  const differences: string[] = [];
  for (const [element, properties] of Object.entries(expected)) {
    for (const [property, value] of Object.entries(properties)) {
      const found = actual[element]?.[property];
      if (found !== value) differences.push(`${element} ${property}: ${value} → ${found}`);
    }
  }
  for (const element of Object.keys(actual))
    if (!(element in expected)) differences.push(`${element}: not on the unstyled page`);
  return differences;
}

/**
 * Every element that reaches past its bubble's edges, or whose content is wider than its box
 * (scrollWidth > clientWidth), as `<bubble> <tag>.<class>: why`.
 */
export function findOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overflows: string[] = [];
    for (const bubble of document.querySelectorAll<HTMLElement>('[data-bubble]')) {
      const edge = bubble.getBoundingClientRect();
      // A select's options have no box of their own; the visually hidden text is clipped on purpose.
      for (const element of bubble.querySelectorAll('.chatforms, .chatforms :not(option)')) {
        const name = `${bubble.dataset.bubble} ${element.localName}.${element.className}`;
        const rect = element.getBoundingClientRect();
        if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5)
          overflows.push(`${name}: ${rect.left - edge.left}..${rect.right - edge.left} px`);
        const clipped = element.classList.contains('chatforms-visually-hidden');
        if (!clipped && element.scrollWidth > element.clientWidth && element.clientWidth > 0)
          overflows.push(`${name}: scrollWidth ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return overflows;
  });
}

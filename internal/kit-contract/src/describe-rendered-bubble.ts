import type { Page } from 'playwright-core';

/**
 * The bubble as a reader and a screen reader meet it: every element, through the shadow roots the
 * kit's web components render into, with its attributes and its own text, in document order.
 */
export function describeRenderedBubble(page: Page): Promise<string[]> {
  return page.locator('cometchat-form-bubble').evaluate((bubble) => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      if (node instanceof Element) {
        const attributes = [...node.attributes]
          .map((attribute) => `${attribute.name}="${attribute.value}"`)
          .sort()
          .join(' ');
        lines.push(`${'  '.repeat(depth)}<${node.localName} ${attributes}>`);
        if (node.shadowRoot !== null) walk(node.shadowRoot, depth + 1);
      } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
        lines.push(`${'  '.repeat(depth)}${node.textContent.trim()}`);
      }
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    walk(bubble, 0);
    return lines;
  });
}

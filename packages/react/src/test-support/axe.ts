import axe from 'axe-core';

/** Runs axe-core on a rendered container and returns its violations, described for a failure message. */
export async function findAxeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    // happy-dom has no layout, so contrast cannot be measured here; styles.test.ts checks the palette.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
}

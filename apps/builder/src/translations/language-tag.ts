/** The tag in its canonical case (`pt-br` → `pt-BR`), or undefined when it is not a language tag. */
export function canonicaliseLanguageTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

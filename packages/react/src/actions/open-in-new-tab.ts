/** Opens a URL in a new tab that cannot reach back to this page (noopener, noreferrer). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

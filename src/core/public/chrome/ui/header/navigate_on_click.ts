import type React from 'react';

/** Opening in a new tab or window must stay with the browser; only a plain left click is ours. */
export function isPlainLeftClick(event: React.MouseEvent): boolean {
  const target = (event.currentTarget as HTMLElement | null)?.getAttribute?.('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

/** A click handler that turns a link into in-app navigation (no page reload). */
export function navigateOnClick(
  navigateToUrl: (url: string) => Promise<void>,
  href: string,
  afterNavigate?: () => void
) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    void navigateToUrl(href);
    afterNavigate?.();
  };
}

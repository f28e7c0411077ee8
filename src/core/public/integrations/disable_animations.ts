export const DISABLE_ANIMATIONS_SETTING = 'accessibility:disableAnimations';
/** The attribute that marks the injected style element, so it can be found and removed. */
export const DISABLE_ANIMATIONS_ATTRIBUTE = 'data-osd-disable-animations';

// Durations and delays both go to zero: a delayed transition would still move on screen.
const DISABLE_ANIMATIONS_CSS = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  scroll-behavior: auto !important;
}`;

function findStyle(doc: Document): HTMLStyleElement | null {
  return doc.head.querySelector<HTMLStyleElement>(`style[${DISABLE_ANIMATIONS_ATTRIBUTE}]`);
}

/** Adds (once) or removes the style element that switches off every animation and transition. */
export function applyDisableAnimations(value: unknown, doc: Document = document): void {
  const existing = findStyle(doc);
  if (value === true) {
    if (existing) return;
    const style = doc.createElement('style');
    style.setAttribute(DISABLE_ANIMATIONS_ATTRIBUTE, '');
    style.textContent = DISABLE_ANIMATIONS_CSS;
    doc.head.appendChild(style);
  } else {
    existing?.remove();
  }
}

/**
 * 'tabbable' for EUI's skip link (webpack.config.js picks it). The header's "Skip to main content"
 * asks once, on a press, whether its destination can take the focus as it is; if not, it gives
 * the destination tabindex -1 until it loses the focus. tabbable answers that for any element
 * (about 1.3 KB gzip of the shell, its other users all being in lazy chunks); here the answer is
 * yes only for an element that the keyboard plainly reaches, and no otherwise, which costs at most
 * a tabindex that the skip link takes off again (skip_link_tabbable.test.ts holds every yes to
 * tabbable's own).
 */
var FOCUSABLE =
  'a[href],area[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),' +
  'textarea:not(:disabled),summary,iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),' +
  '[tabindex]';

export function isTabbable(element) {
  return (
    element.tabIndex >= 0 &&
    element.matches(FOCUSABLE) &&
    !element.closest('[inert],[hidden]') &&
    getComputedStyle(element).visibility !== 'hidden'
  );
}

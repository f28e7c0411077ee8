/**
 * EuiFocusTrap for the modal that opens over home on a first login (the tenant question), without
 * react-focus-on, react-focus-lock, focus-lock, react-remove-scroll and aria-hidden (about 9 KB
 * gzip the first page would fetch for that one modal). Only EuiModal imported as
 * `@elastic/eui/src/components/modal/modal?light_focus_trap` gets it (webpack.config.js); every
 * other modal, flyout and popover keeps EUI's own trap.
 *
 * What EuiModal asks of its trap: focus moves in on mount (the `initialFocus` element, else the
 * first tabbable one: the modal itself), Tab and Shift+Tab wrap around through guard elements
 * before and after the content (as react-focus-lock does), a press on the mask leaves the focus
 * where it is, focus returns where it was when the trap closes, and the page behind does not
 * scroll (`scrollLock`, with the scroll bar's width kept as padding). Escape is EuiModal's own.
 */
import React, { useEffect, useRef } from 'react';

export interface LightFocusTrapProps {
  children?: React.ReactNode;
  disabled?: boolean;
  returnFocus?: boolean;
  scrollLock?: boolean;
  preventScrollOnFocus?: boolean;
  initialFocus?: HTMLElement | string | (() => HTMLElement | null | undefined) | React.RefObject<HTMLElement>;
  onClickOutside?: (event: MouseEvent | TouchEvent) => void;
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** react-focus-lock's guard: focusable, but takes no room and is never seen. */
const GUARD_STYLE: React.CSSProperties = {
  width: 1,
  height: 0,
  padding: 0,
  overflow: 'hidden',
  position: 'fixed',
  top: 1,
  left: 1,
};

/** The tabbable elements inside, in document order; of a radio group only its checked (or first) radio. */
function tabbables(root: HTMLElement): HTMLElement[] {
  const radiosSeen = new Set<string>();
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el.tabIndex < 0 || el.closest('[hidden],[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = Array.from(
        root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)
      );
      const chosen = group.find((radio) => radio.checked && !radio.disabled) ?? group.find((radio) => !radio.disabled);
      if (chosen !== el || radiosSeen.has(el.name)) return false;
      radiosSeen.add(el.name);
    }
    return true;
  });
}

/** Focuses the first of `elements` that takes focus (one not drawn does not), as a browser's Tab would. */
function focusFirstOf(elements: HTMLElement[], options: FocusOptions): void {
  for (const element of elements) {
    element.focus(options);
    if (element.ownerDocument.activeElement === element) return;
  }
}

function initialElement(root: HTMLElement, initialFocus: LightFocusTrapProps['initialFocus']): HTMLElement | undefined {
  let found: HTMLElement | null | undefined;
  if (typeof initialFocus === 'string') found = root.ownerDocument.querySelector<HTMLElement>(initialFocus);
  else if (typeof initialFocus === 'function') found = initialFocus();
  else if (initialFocus && 'current' in initialFocus) found = initialFocus.current;
  else found = initialFocus;
  return found ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? undefined;
}

export const EuiFocusTrap: React.FC<LightFocusTrapProps> = ({
  children,
  disabled = false,
  returnFocus = true,
  scrollLock = false,
  preventScrollOnFocus = false,
  initialFocus,
  onClickOutside,
}) => {
  const contentRef = useRef<HTMLDivElement>(null);
  const clickOutside = useRef(onClickOutside);
  clickOutside.current = onClickOutside;
  const focusOptions = { preventScroll: preventScrollOnFocus };

  useEffect(() => {
    const content = contentRef.current;
    if (disabled || !content) return;
    const doc = content.ownerDocument;
    const before = doc.activeElement as HTMLElement | null;
    if (!content.contains(doc.activeElement)) {
      const initial = initialElement(content, initialFocus);
      focusFirstOf(initial ? [initial] : tabbables(content), focusOptions);
    }

    // Nothing here ever moves the focus on its own once it is in: a trap that pulls focus back
    // whenever it leaves fights any other trap on the page (a closing popover's, which gives the
    // focus back to its button) and the two then hand it to and fro for ever. Instead a press
    // outside the dialog (its mask) does not take the focus, and a Tab with the focus left outside
    // (a script moved it) brings it to the dialog's first or last element. Another portal's content
    // (a combo box's list) is the user's to use.
    const outside = (target: EventTarget | null) => {
      const node = target as Element | null;
      if (!node || content.contains(node)) return false;
      const portal = node.closest?.('[data-euiportal]');
      return !portal || portal.contains(content);
    };
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!outside(event.target)) return;
      if (event.type === 'mousedown') event.preventDefault();
      clickOutside.current?.(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const active = doc.activeElement;
      if (active && active !== doc.body && !outside(active)) return;
      event.preventDefault();
      const all = tabbables(content);
      focusFirstOf(event.shiftKey ? all.reverse() : all, focusOptions);
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('mousedown', onPointerDown, true);
    doc.addEventListener('touchstart', onPointerDown, true);

    let restoreScroll = () => {};
    if (scrollLock) {
      const body = doc.body;
      const gap = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
      const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      body.style.overflow = 'hidden';
      if (gap > 0) body.style.paddingRight = `${gap}px`;
      restoreScroll = () => Object.assign(body.style, saved);
    }
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('mousedown', onPointerDown, true);
      doc.removeEventListener('touchstart', onPointerDown, true);
      restoreScroll();
      if (returnFocus && before && before !== doc.body && before.isConnected) before.focus(focusOptions);
    };
    // The trap is set up once per opening, as EUI's: later prop changes do not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [disabled]);

  // Tab past the last element lands on the guard after it: focus goes to the first, and back.
  const wrapTo = (end: 'first' | 'last') => () => {
    const content = contentRef.current;
    if (!content) return;
    const all = tabbables(content);
    focusFirstOf(end === 'first' ? all : all.reverse(), focusOptions);
  };
  const guardTabIndex = disabled ? -1 : 0;

  return (
    <>
      <div data-focus-guard tabIndex={guardTabIndex} style={GUARD_STYLE} onFocus={wrapTo('last')} />
      <div data-focus-lock-disabled={disabled ? 'disabled' : 'false'} ref={contentRef}>
        {children}
      </div>
      <div data-focus-guard tabIndex={guardTabIndex} style={GUARD_STYLE} onFocus={wrapTo('first')} />
    </>
  );
};

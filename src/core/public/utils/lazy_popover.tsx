/** @jsxImportSource @emotion/react */
/**
 * EuiPopover, fetched the first time it is needed (issue 43): the header's menus and the
 * breadcrumbs' popovers are on every page, but EUI's popover (positioning, its focus trap, the
 * outside-click detector, the panel and arrow styles) is needed only once one opens. Until then the
 * button is drawn in the same wrapper EuiPopover draws (its element, class and styles), so nothing
 * on the page looks different. Pointing at the button or focusing it starts the fetch.
 *
 * The real popover always opens through its own opening path: it is mounted closed first and
 * opened by the next effect, with the focus already on its (new) button. That is what EUI's focus
 * trap needs to give the focus back to the button on Escape; a popover mounted open would
 * remember no button. An Escape pressed on the button while the menu opens closes it too.
 * After the first fetch every LazyPopover is EUI's popover from its first render.
 *
 * webpack.config.js also hands this module to EUI's breadcrumbs as their EuiPopover.
 */
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EuiPopoverProps } from '@elastic/eui';
import { euiPopoverStyles } from '@elastic/eui/src/components/popover/popover.styles';

type Popover = React.ComponentType<EuiPopoverProps>;

let loaded: Popover | undefined;
let loading: Promise<Popover> | undefined;

/** Fetches EUI's popover once; a failed fetch may be retried by the next call. */
export function loadPopover(): Promise<Popover> {
  loading ??= import(/* webpackChunkName: "eui_popover" */ '@elastic/eui/src/components/popover/popover').then(
    (module) => (loaded = module.EuiPopover as unknown as Popover),
    (error: unknown) => {
      loading = undefined;
      throw error;
    }
  );
  return loading;
}

const preload = () => void loadPopover().catch(() => undefined);

const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

export const LazyPopover: React.FC<EuiPopoverProps> = (props) => {
  const [Real, setReal] = useState<Popover | undefined>(() => loaded);
  /** False between the real popover's first (closed) render and the effect that opens it. */
  const [armed, setArmed] = useState(() => !!loaded);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  /** The stand-in's button had the focus when the real popover took its place. */
  const refocus = useRef(false);
  const { isOpen, closePopover } = props;

  // Opened before the popover was here: fetch it; the real one takes the stand-in's place closed.
  useEffect(() => {
    if (Real || !isOpen) return;
    let live = true;
    loadPopover().then(
      (popover) => {
        if (!live) return;
        const wrapper = wrapperRef.current;
        refocus.current = !!wrapper && wrapper.contains(wrapper.ownerDocument.activeElement);
        setReal(() => popover);
      },
      () => undefined
    );
    return () => {
      live = false;
    };
  }, [Real, isOpen]);

  // The real popover has drawn its button, closed: the focus goes back to the button before it
  // opens, so its focus trap returns the focus there when it closes.
  useLayoutEffect(() => {
    if (!Real || armed) return;
    if (refocus.current) {
      refocus.current = false;
      wrapperRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [Real, armed]);
  useEffect(() => {
    if (Real && !armed) setArmed(true);
  }, [Real, armed]);

  // Escape pressed on the button of an open menu closes it: before the real popover is open (its
  // chunk on its way, or mounted closed), and while EUI's is still opening (its focus trap, which
  // alone handles Escape, waits for the opening transition: a quick Escape was lost). Once the
  // focus is in the panel (a portal, outside this wrapper) EUI's trap handles it. The wrapper is
  // another element once the real popover replaces the stand-in: `Real` re-attaches the listener.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!isOpen || !wrapper) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      closePopover();
    };
    wrapper.addEventListener('keydown', onKeyDown);
    return () => wrapper.removeEventListener('keydown', onKeyDown);
  }, [isOpen, Real, closePopover]);

  if (Real) {
    const { popoverRef } = props;
    const ref = (element: HTMLDivElement | null) => {
      wrapperRef.current = element;
      if (typeof popoverRef === 'function') popoverRef(element);
      else if (popoverRef) (popoverRef as React.MutableRefObject<HTMLDivElement | null>).current = element;
    };
    return <Real {...props} isOpen={armed && isOpen} popoverRef={ref} />;
  }

  const display = props.display ?? 'inline-block';
  return (
    <div
      ref={wrapperRef}
      css={[euiPopoverStyles().euiPopover, { display, label: display }]}
      className={props.className ? `euiPopover ${props.className}` : 'euiPopover'}
      data-test-subj={props['data-test-subj']}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {props.button}
    </div>
  );
};

/** Under EUI's name, for EUI's own components that webpack.config.js points here. */
export const EuiPopover = LazyPopover;

/** @jsxImportSource @emotion/react */
/**
 * EuiPopover, fetched the first time it opens (issue 43): the header's menus and the breadcrumbs'
 * popovers are on every page, but EUI's popover (positioning, its focus trap with react-focus-on,
 * the outside-click detector, the panel and arrow styles) is needed only once one opens. Until
 * then the button is drawn in the same wrapper EuiPopover draws (its element, class and styles),
 * so nothing on the page looks different; pointing at the button or focusing it starts the
 * fetch, and the click or Enter that opens it opens the real popover as soon as it has arrived.
 * After that every LazyPopover is EUI's popover, with the same props.
 *
 * webpack.config.js also hands this module to EUI's breadcrumbs as their EuiPopover.
 */
import React, { useCallback, useLayoutEffect, useRef, useState } from 'react';
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

export const LazyPopover: React.FC<EuiPopoverProps> = (props) => {
  const [Real, setReal] = useState<Popover | undefined>(() => loaded);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  /** The stand-in's button had focus when the real popover took its place (a keyboard opening). */
  const refocus = useRef(false);
  const { isOpen, popoverRef } = props;

  // Opened before the popover arrived: fetch it, then the real one takes over, open.
  useLayoutEffect(() => {
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

  // The real popover draws a new button: focus stays on it, so Escape gives focus back there.
  const realRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && refocus.current) {
        refocus.current = false;
        element.querySelector<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])')?.focus();
      }
      if (typeof popoverRef === 'function') popoverRef(element);
      else if (popoverRef) (popoverRef as React.MutableRefObject<HTMLDivElement | null>).current = element;
    },
    [popoverRef]
  );

  if (Real) return <Real {...props} popoverRef={realRef} />;

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

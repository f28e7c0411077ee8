/** @jsxImportSource @emotion/react */
/**
 * EuiToolTip, fetched the first time a pointer comes over its anchor or the keyboard focuses it
 * (issue 43). The avatar's name tooltip is on every page, the breadcrumbs' and the header badge's
 * are in the header, but EUI's tooltip (its positioning, portal, resize observer and styles) is
 * needed only once one shows. Until then the anchor is drawn as EuiToolTipAnchor draws it (its
 * element, class, id and styles), so nothing on the page looks different.
 *
 * When the tooltip's code arrives, EUI's tooltip takes the stand-in's place: its anchor and the
 * child are new elements, so a child that had the focus gets it back (keyboard focus stays
 * visible), and the tooltip is shown if the pointer is still over it or the focus still in it.
 * After the first fetch every LazyToolTip is EUI's tooltip from its first render.
 *
 * webpack.config.js hands this module to EUI's avatar, breadcrumbs and beta badge as their
 * EuiToolTip.
 */
import React, {
  cloneElement,
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import type { SerializedStyles } from '@emotion/react';
import { useGeneratedHtmlId } from '@elastic/eui';
import type { EuiToolTipProps, EuiToolTipRef } from '@elastic/eui/src/components/tool_tip/tool_tip';

type ToolTip = React.ForwardRefExoticComponent<EuiToolTipProps & React.RefAttributes<EuiToolTipRef>>;

let loaded: ToolTip | undefined;
let loading: Promise<ToolTip> | undefined;

/** Fetches EUI's tooltip once; a failed fetch may be retried by the next call. */
export function loadToolTip(): Promise<ToolTip> {
  loading ??= import(/* webpackChunkName: "eui_tool_tip" */ '@elastic/eui/src/components/tool_tip/tool_tip').then(
    (module) => (loaded = module.EuiToolTip),
    (error: unknown) => {
      loading = undefined;
      throw error;
    }
  );
  return loading;
}

/**
 * EUI's euiToolTipAnchorStyles (tool_tip.styles.js) as EUI's build serializes them: the same
 * names, so the same class names. Copied because that module also holds the tooltip's own styles,
 * which would come back with it (lazy_tool_tip.test.tsx compares them with EUI's).
 */
export const ANCHOR_STYLES: Record<'euiToolTipAnchor' | 'block' | 'inlineBlock' | 'flex', SerializedStyles> = {
  euiToolTipAnchor: {
    name: 'rwadfc-euiToolTipAnchor',
    styles: "*[disabled],*[aria-disabled='true']{pointer-events:none;};label:euiToolTipAnchor;",
  },
  block: { name: '14aceuy-block', styles: 'display:block;label:block;' },
  inlineBlock: { name: 'fzilnk-inlineBlock', styles: 'display:inline-block;label:inlineBlock;' },
  flex: { name: '1cjglks-flex', styles: 'display:flex;label:flex;' },
};

/** EUI's test: a focus that came from the keyboard (every focus where the selector is unknown). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return element.matches(':focus');
  }
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Whether a pointer button is down anywhere on the page (tracked once a tooltip is first wanted). */
let pressed = false;
let tracking = false;

function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => (pressed = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Runs `swap` now, or once the press in progress is over and its click dispatched: EUI's tooltip
 * puts new elements in the stand-in's place, and a press that began on the old ones and ended on
 * the new ones makes no click (the avatar's tooltip arriving while the account button was pressed
 * swallowed the click that opens the account menu).
 */
function afterPress(swap: () => void): void {
  if (!pressed) return swap();
  const done = () => {
    window.removeEventListener('pointerup', done, true);
    window.removeEventListener('pointercancel', done, true);
    setTimeout(swap, 0);
  };
  window.addEventListener('pointerup', done, true);
  window.addEventListener('pointercancel', done, true);
}

type ChildRef = React.Ref<unknown> | undefined;

/** The child's own ref and ours, both given the child's element. */
function setRefs(own: ChildRef, ours: React.MutableRefObject<unknown>, value: unknown) {
  ours.current = value;
  if (typeof own === 'function') own(value);
  else if (own && typeof own === 'object') (own as React.MutableRefObject<unknown>).current = value;
}

export const LazyToolTip = forwardRef<EuiToolTipRef, EuiToolTipProps>((props, ref) => {
  const [Real, setReal] = useState<ToolTip | undefined>(() => loaded);
  const {
    children,
    anchorClassName,
    anchorProps,
    content,
    title,
    display = 'inlineBlock',
    id: idProp,
    disableScreenReaderOutput = false,
    onMouseOut,
    onBlur,
  } = props;
  const generatedId = useGeneratedHtmlId();
  const id = idProp ?? generatedId;
  const anchorId = useGeneratedHtmlId({
    suffix: 'euiToolTipAnchor',
    conditionalId: disableScreenReaderOutput ? undefined : `${id}-wrapper`,
  });

  /** What asked for the tooltip before EUI's was here: a pointer over the anchor, the focus in it, a caller. */
  const wanted = useRef({ hover: false, focus: false, shown: false });
  /** Where the focus was in the stand-in's child when EUI's tooltip took its place (-1: the child itself). */
  const refocus = useRef<number | undefined>(undefined);
  const childRef = useRef<unknown>(null);
  const realRef = useRef<EuiToolTipRef | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const fetchReal = useCallback(() => {
    if (Real) return;
    trackPresses();
    loadToolTip().then(
      (toolTip) =>
        afterPress(() => {
          if (!live.current) return;
          const child = childRef.current;
          const active = document.activeElement;
          refocus.current = undefined;
          if (child instanceof Element && active && child.contains(active)) {
            refocus.current = active === child ? -1 : [...child.querySelectorAll(FOCUSABLE)].indexOf(active);
          }
          setReal(() => toolTip);
        }),
      () => undefined
    );
  }, [Real]);

  // EUI's tooltip has drawn its anchor in the stand-in's place: the focus back where it was, and
  // the tooltip shown if it is still wanted.
  useLayoutEffect(() => {
    if (!Real) return;
    const child = childRef.current;
    const at = refocus.current;
    refocus.current = undefined;
    if (at !== undefined && child instanceof HTMLElement) {
      const target = at === -1 ? child : child.querySelectorAll<HTMLElement>(FOCUSABLE)[at];
      // EUI's anchor shows the tooltip on that focus, as it would on the keyboard's.
      target?.focus();
    }
    const { hover, focus, shown } = wanted.current;
    wanted.current = { hover: false, focus: false, shown: false };
    if (hover || focus || shown) realRef.current?.showToolTip();
    if (!hover || !(child instanceof Element)) return;
    // EUI's anchor came under a pointer that had entered the stand-in: until the pointer's next
    // move over the page tells, its leaving is not the anchor's to see. A move outside hides the
    // tooltip (unless the focus keeps it, as EUI's own leave does).
    const anchor = child.parentElement;
    const onMove = (event: MouseEvent) => {
      document.removeEventListener('mouseover', onMove, true);
      const inside = anchor?.contains(event.target as Node);
      if (!inside && !anchor?.contains(document.activeElement)) realRef.current?.hideToolTip();
    };
    document.addEventListener('mouseover', onMove, true);
    return () => document.removeEventListener('mouseover', onMove, true);
  }, [Real]);

  useImperativeHandle(
    ref,
    () => ({
      showToolTip: () => {
        if (realRef.current) return realRef.current.showToolTip();
        wanted.current.shown = true;
        fetchReal();
      },
      hideToolTip: () => {
        if (realRef.current) return realRef.current.hideToolTip();
        wanted.current = { hover: false, focus: false, shown: false };
      },
      id,
    }),
    [id, fetchReal]
  );

  const own = (children as ReactElement & { ref?: ChildRef }).ref;
  // Stable while the child's own ref is: a new callback each render would hand the child's owner
  // (EUI's inner-text hook keeps its element in state) null and the element again every time.
  const mergedRef = useCallback((value: unknown) => setRefs(own, childRef, value), [own]);
  const child = cloneElement(children, { ref: mergedRef });

  if (Real)
    return (
      <Real {...props} id={id} ref={realRef}>
        {child}
      </Real>
    );

  const hasTip = !!(content || title);
  const {
    className: anchorPropsClassName,
    onMouseEnter: anchorMouseEnter,
    onMouseLeave: anchorMouseLeave,
    onFocus: _onFocus,
    onBlur: _onBlur,
    id: _id,
    ...anchorRest
  } = anchorProps ?? {};
  const childProps = children.props as React.HTMLAttributes<HTMLElement>;
  return (
    <span
      css={[ANCHOR_STYLES.euiToolTipAnchor, ANCHOR_STYLES[display]]}
      id={anchorId}
      {...anchorRest}
      onKeyDown={(event) => {
        if (event.key === 'Escape') wanted.current.focus = false;
      }}
      onMouseOut={onMouseOut}
      className={['euiToolTipAnchor', anchorClassName, anchorPropsClassName].filter(Boolean).join(' ')}
      onMouseEnter={(event) => {
        if (hasTip) {
          wanted.current.hover = true;
          fetchReal();
        }
        anchorMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        if (!wanted.current.focus) wanted.current.hover = false;
        anchorMouseLeave?.(event);
      }}
    >
      {cloneElement(child, {
        onFocus: (event: React.FocusEvent<HTMLElement>) => {
          if (hasTip && isFocusVisible(event.target)) {
            wanted.current.focus = true;
            fetchReal();
          }
          childProps.onFocus?.(event);
        },
        onBlur: (event: React.FocusEvent<HTMLElement>) => {
          wanted.current.focus = false;
          wanted.current.hover = false;
          onBlur?.();
          childProps.onBlur?.(event);
        },
      })}
    </span>
  );
});
LazyToolTip.displayName = 'LazyToolTip';

/** Under EUI's name, for EUI's own components that webpack.config.js points here. */
export const EuiToolTip = LazyToolTip;

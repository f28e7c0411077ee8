import React, { useEffect, useRef } from 'react';
import type { MountPoint } from '../types';

/**
 * Renders a MountPoint (a function that draws into a DOM element) inside React. Plugins hand
 * core such functions so they can use any rendering library, including their own React root.
 */
export const MountWrapper: React.FC<{ mount: MountPoint; className?: string }> = ({ mount, className }) => {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const unmount = mount(element.current);
    return () => unmount();
  }, [mount]);
  return <div className={className} ref={element} />;
};

/** Turns text or a React node into a MountPoint, so callers can pass either. */
export function isMountPoint(value: unknown): value is MountPoint {
  return typeof value === 'function';
}

/** Renders either plain text/React content as is, or a MountPoint through MountWrapper. */
export function renderMountOrNode(content: React.ReactNode | MountPoint | undefined): React.ReactNode {
  if (content === undefined || content === null) return null;
  if (isMountPoint(content)) return <MountWrapper mount={content} />;
  return content;
}

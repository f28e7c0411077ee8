import type React from 'react';
import { createRoot } from 'react-dom/client';
import type { AppUnmount } from '../application/types';

/** Apps own their element: each draws into it with its own React root, removed on unmount. */
export function mountReactApp(element: HTMLElement, node: React.ReactNode): AppUnmount {
  const root = createRoot(element);
  root.render(node);
  return () => root.unmount();
}

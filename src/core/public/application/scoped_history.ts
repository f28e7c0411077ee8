import { Action, parsePath } from 'history';
import type { Blocker, History, Listener, Location, Path, To, Update } from 'history';
import { isPathInBase, trimTrailingSlash } from './app_route';
import type { ScopedHistory as ScopedHistoryContract } from './types';

/**
 * A history an app can use as if it owned the whole URL space: paths given to it are relative
 * to the app's base path, and the locations it reports have that base removed. Once the parent
 * moves outside the base path (the user went to another app) the instance is dead, so a
 * forgotten reference in an unmounted app cannot silently navigate the shell.
 */
export class ScopedHistory<S = unknown> implements ScopedHistoryContract<S> {
  private readonly basePath: string;
  private active = true;
  private currentLocation: Location;
  private currentAction: Action;
  private readonly listeners = new Set<Listener>();
  private readonly children = new Set<ScopedHistory<S>>();
  private readonly unlistenParent: () => void;

  constructor(
    private readonly parent: History,
    private readonly requestedBasePath: string
  ) {
    this.basePath = trimTrailingSlash(requestedBasePath);
    const { pathname } = parent.location;
    if (!isPathInBase(pathname, this.basePath)) {
      throw new Error(`Browser location [${pathname}] is not currently in expected basePath [${requestedBasePath}]`);
    }
    this.currentLocation = this.toScopedLocation(parent.location);
    this.currentAction = parent.action;
    this.unlistenParent = parent.listen(this.handleParentUpdate);
  }

  get location(): Location {
    this.assertActive();
    return this.currentLocation;
  }

  get action(): Action {
    this.assertActive();
    return this.currentAction;
  }

  createSubHistory(basePath: string): ScopedHistory<S> {
    this.assertActive();
    const child = new ScopedHistory<S>(this, basePath);
    this.children.add(child);
    return child;
  }

  createHref(to: To): string {
    this.assertActive();
    return this.parent.createHref(this.toParentPath(to));
  }

  push(to: To, state?: unknown): void {
    this.assertActive();
    this.parent.push(this.toParentPath(to), state);
  }

  replace(to: To, state?: unknown): void {
    this.assertActive();
    this.parent.replace(this.toParentPath(to), state);
  }

  go(delta: number): void {
    this.assertActive();
    this.parent.go(delta);
  }

  back(): void {
    this.assertActive();
    this.parent.back();
  }

  forward(): void {
    this.assertActive();
    this.parent.forward();
  }

  listen(listener: Listener): () => void {
    this.assertActive();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  block(_blocker?: Blocker): () => void {
    throw new Error('history.block is not supported. Please use the AppMountParameters.onAppLeave API.');
  }

  private readonly handleParentUpdate = ({ action, location }: Update): void => {
    if (!this.active) return;
    if (!isPathInBase(location.pathname, this.basePath)) {
      this.deactivate();
      return;
    }
    switch (action) {
      case Action.Push:
      case Action.Replace:
      case Action.Pop:
        break;
      default:
        throw new Error(`Unrecognized history action: ${action}`);
    }
    this.currentAction = action;
    this.currentLocation = this.toScopedLocation(location);
    const update: Update = { action, location: this.currentLocation };
    [...this.listeners].forEach((listener) => listener(update));
  };

  private deactivate(): void {
    this.active = false;
    this.unlistenParent();
    this.listeners.clear();
    // Children live inside this base path, so they left their scope too.
    this.children.forEach((child) => child.deactivate());
    this.children.clear();
  }

  private assertActive(): void {
    if (!this.active) {
      throw new Error(`ScopedHistory instance has fell out of navigation scope for basePath ${this.requestedBasePath}`);
    }
  }

  private toScopedLocation(location: Location): Location {
    return { ...location, pathname: location.pathname.slice(this.basePath.length) || '/' };
  }

  /** Makes an app-relative target absolute for the parent; no pathname means "stay on this page". */
  private toParentPath(to: To): Partial<Path> {
    const path = typeof to === 'string' ? parsePath(to) : { ...to };
    if (!path.pathname) return { ...path, pathname: this.parent.location.pathname };
    const separator = path.pathname.startsWith('/') ? '' : '/';
    return { ...path, pathname: `${this.basePath}${separator}${path.pathname}` };
  }
}

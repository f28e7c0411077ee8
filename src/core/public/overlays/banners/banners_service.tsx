import React, { type ReactNode } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { MountPoint } from '../../types';
import type { OverlayBanner, OverlayBannersStart } from '../types';
import { BannersList } from '../ui/banners_list';

export const DEFAULT_BANNER_PRIORITY = 0;

function byPriorityThenArrival(a: OverlayBanner, b: OverlayBanner): number {
  return b.priority - a.priority || a.sequence - b.sequence;
}

export class BannersService {
  private readonly banners$ = new BehaviorSubject<OverlayBanner[]>([]);
  private counter = 0;

  /** Banners listed highest priority first. */
  get$(): Observable<OverlayBanner[]> {
    return this.banners$.asObservable();
  }

  add(content: MountPoint | ReactNode, priority: number = DEFAULT_BANNER_PRIORITY): string {
    return this.insert(content, priority, this.counter);
  }

  remove(id: string): boolean {
    const current = this.banners$.getValue();
    const remaining = current.filter((banner) => banner.id !== id);
    if (remaining.length === current.length) return false;
    this.banners$.next(remaining);
    return true;
  }

  replace(id: string | undefined, content: MountPoint | ReactNode, priority: number = DEFAULT_BANNER_PRIORITY): string {
    const existing = id === undefined ? undefined : this.banners$.getValue().find((banner) => banner.id === id);
    if (!existing) return this.add(content, priority);
    this.remove(existing.id);
    // The replacement takes the old banner's place among banners of the same priority.
    return this.insert(content, priority, existing.sequence);
  }

  start(): OverlayBannersStart {
    return {
      add: (mount, priority) => this.add(mount, priority),
      remove: (id) => this.remove(id),
      replace: (id, mount, priority) => this.replace(id, mount, priority),
      getComponent: () => <BannersList banners$={this.get$()} />,
    };
  }

  stop() {
    this.banners$.next([]);
    this.banners$.complete();
  }

  private insert(content: MountPoint | ReactNode, priority: number, sequence: number): string {
    const id = String(this.counter++);
    const banner: OverlayBanner = { id, content, priority, sequence };
    this.banners$.next([...this.banners$.getValue(), banner].sort(byPriorityThenArrival));
    return id;
  }
}

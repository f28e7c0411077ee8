import { Observable } from 'rxjs';
import type { History, Location } from 'history';

/** The app's history as an observable, so components read it through useObservable. */
export function locationOf(history: History): Observable<Location> {
  return new Observable<Location>((subscriber) => {
    subscriber.next(history.location);
    return history.listen(({ location }) => subscriber.next(location));
  });
}

export type DashboardsRoute = { name: 'list' } | { name: 'view'; id: string };

const VIEW_PATH = /^\/view\/([^/]+)\/?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/view/{id}` opens a dashboard; `#/view/{id}` is accepted too, for links written that way. */
export function routeOf({ pathname, hash }: Pick<Location, 'pathname' | 'hash'>): DashboardsRoute {
  const match = VIEW_PATH.exec(pathname) ?? VIEW_PATH.exec(hash.replace(/^#/, ''));
  return match ? { name: 'view', id: decode(match[1]) } : { name: 'list' };
}

export const viewPath = (id: string) => `/view/${encodeURIComponent(id)}`;
export const LIST_PATH = '/';

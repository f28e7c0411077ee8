import { BehaviorSubject, combineLatest, map, ReplaySubject, takeUntil, type Observable } from 'rxjs';
import type { InternalApplicationStart, PublicAppInfo } from '../../application/types';
import type { HttpStart } from '../../http/types';
import type { ChromeNavLink, ChromeNavLinks, ChromeNavLinkUpdateableFields } from '../types';
import { compareNavLinks, toNavLink } from './to_nav_link';

const UPDATEABLE_FIELDS: ReadonlyArray<keyof ChromeNavLinkUpdateableFields> = ['disabled', 'hidden', 'url', 'href'];

function pickUpdateable(values: ChromeNavLinkUpdateableFields): ChromeNavLinkUpdateableFields {
  const picked: Record<string, unknown> = {};
  for (const field of UPDATEABLE_FIELDS) {
    if (values && Object.prototype.hasOwnProperty.call(values, field)) picked[field] = values[field];
  }
  return picked as ChromeNavLinkUpdateableFields;
}

interface StartDeps {
  application: Pick<InternalApplicationStart, 'applications$'>;
  http: Pick<HttpStart, 'basePath'>;
}

/** Nav links mirror the registered apps; callers may only override a few display fields. */
export class NavLinksService {
  private readonly stop$ = new ReplaySubject<void>(1);

  start({ application, http }: StartDeps): ChromeNavLinks {
    // Updates are kept apart from the app-derived links so they survive registry re-emissions.
    const overrides$ = new BehaviorSubject<ReadonlyMap<string, ChromeNavLinkUpdateableFields>>(new Map());
    const links$ = new BehaviorSubject<ReadonlyMap<string, ChromeNavLink>>(new Map());

    const fromApps$: Observable<Map<string, ChromeNavLink>> = application.applications$.pipe(
      map((apps: ReadonlyMap<string, PublicAppInfo>) => {
        const result = new Map<string, ChromeNavLink>();
        // Chromeless apps (login, status…) never appear in navigation.
        for (const app of apps.values()) {
          if (!app.chromeless) result.set(app.id, toNavLink(app, http.basePath));
        }
        return result;
      })
    );
    combineLatest([fromApps$, overrides$])
      .pipe(
        map(([fromApps, overrides]) => {
          const merged = new Map<string, ChromeNavLink>();
          for (const [id, link] of fromApps) merged.set(id, { ...link, ...overrides.get(id) });
          return merged;
        }),
        takeUntil(this.stop$)
      )
      .subscribe((next) => links$.next(next));

    const sorted = (links: ReadonlyMap<string, ChromeNavLink>) => [...links.values()].sort(compareNavLinks);

    return {
      getNavLinks$: () => links$.pipe(map(sorted), takeUntil(this.stop$)),
      get: (id) => links$.value.get(id),
      getAll: () => sorted(links$.value),
      has: (id) => links$.value.has(id),
      update: (id, values) => {
        if (!links$.value.has(id)) return undefined;
        const next = new Map(overrides$.value);
        next.set(id, { ...next.get(id), ...pickUpdateable(values) });
        overrides$.next(next);
        return links$.value.get(id);
      },
    };
  }

  stop() {
    this.stop$.next();
    this.stop$.complete();
  }
}

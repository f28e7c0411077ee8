import { describe, expect, it } from '@jest/globals';
import { resolveRouteOptions } from './route_registration';

/** A route's `app` option (issue 41): the apps whose API it is, and whether it writes. */
describe("a route's app option", () => {
  it('names one app or several, a GET reading and other methods writing', () => {
    expect(resolveRouteOptions({ app: 'management' }, 'GET')).toMatchObject({ apps: ['management'], appWrites: false });
    expect(resolveRouteOptions({ app: ['dashboards', 'visualize'] }, 'POST')).toMatchObject({
      apps: ['dashboards', 'visualize'],
      appWrites: true,
    });
    expect(resolveRouteOptions({ app: 'dashboards' }, 'DELETE').appWrites).toBe(true);
  });

  it('lets a POST that only reads say so', () => {
    expect(resolveRouteOptions({ app: 'dashboards', appAccess: 'read' }, 'POST').appWrites).toBe(false);
  });

  it('leaves a route without it belonging to no app', () => {
    const resolved = resolveRouteOptions({}, 'POST');
    expect(resolved.apps).toBeUndefined();
    expect(resolved.appWrites).toBeUndefined();
  });

  it('refuses an empty app list or name when the route is registered', () => {
    expect(() => resolveRouteOptions({ app: [] }, 'GET')).toThrow("A route's app must name at least one app id");
    expect(() => resolveRouteOptions({ app: '' }, 'GET')).toThrow("A route's app must name at least one app id");
  });
});

import { describe, expect, it } from '@jest/globals';
import { matchRoute } from './routes';
import { UPSTREAM_ROUTES, upstreamHashTarget, upstreamPathTarget } from './upstream_links';

describe("upstream's fragment routes", () => {
  it.each([
    ['#/', '/getstarted'],
    ['#/getstarted', '/getstarted'],
    ['#/auth', '/auth'],
    ['#/roles', '/roles'],
    ['#/roles/create', '/roles/create'],
    ['#/roles/edit/all_access', '/roles/edit/all_access'],
    ['#/roles/duplicate/all_access', '/roles/duplicate/all_access'],
    ['#/roles/view/all_access', '/roles/view/all_access'],
    ['#/roles/view/all_access/edit', '/roles/view/all_access'],
    ['#/roles/view/all_access/mapuser', '/roles/view/all_access'],
    ['#/roles/edit/all_access/mapuser', '/roles/edit/all_access/mapuser'],
    ['#/users', '/users'],
    ['#/users/create', '/users/create'],
    ['#/users/edit/kim', '/users/edit/kim'],
    ['#/users/duplicate/kim', '/users/duplicate/kim'],
    ['#/permissions', '/permissions'],
    ['#/tenants', '/tenants'],
    ['#/auditLogging', '/auditLogging'],
    ['#/auditLogging/edit/generalSettings', '/auditLogging/edit/generalSettings'],
    ['#/auditLogging/edit/complianceSettings', '/auditLogging/edit/complianceSettings'],
  ])('%s opens %s', (hash, path) => {
    expect(upstreamHashTarget(hash)).toBe(path);
  });

  it("every target is one of this app's pages", () => {
    for (const route of UPSTREAM_ROUTES) {
      const target = route.to('some name');
      expect([route.pattern, matchRoute(target.split('?')[0])]).toEqual([route.pattern, expect.anything()]);
    }
  });

  it('decodes a name once and encodes it again, so it stays one segment', () => {
    expect(upstreamHashTarget('#/users/edit/j%C3%BCrgen%20m')).toBe('/users/edit/j%C3%BCrgen%20m');
    expect(upstreamHashTarget('#/roles/view/a%2Fb')).toBe('/roles/view/a%2Fb');
    expect(upstreamHashTarget('#/roles/edit/x%3Fy%23z')).toBe('/roles/edit/x%3Fy%23z');
    expect(upstreamHashTarget('#/users/edit/kim?x=1')).toBe('/users/edit/kim');
    // A name with characters upstream left unencoded.
    expect(upstreamHashTarget("#/users/edit/o'neil")).toBe("/users/edit/o'neil");
  });

  it.each([
    '',
    '#',
    '#bar',
    '#roles',
    '#/nowhere',
    '#/roles/edit',
    '#/users/edit/%E0%A4%A',
    '#/Roles',
    '#/roles/x/y/z/w',
  ])('names no page for %j', (hash) => {
    expect(upstreamHashTarget(hash)).toBeUndefined();
  });

  it('maps a path under the old app id the same way', () => {
    expect(upstreamPathTarget('/roles/view/all_access')).toBe('/roles/view/all_access');
    expect(upstreamPathTarget('/')).toBe('/getstarted');
    expect(upstreamPathTarget('/nowhere')).toBeUndefined();
  });
});

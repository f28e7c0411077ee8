import { describe, expect, it } from '@jest/globals';
import {
  ALL_APPLICATIONS,
  applicationAccess,
  applicationGrants,
  isApplicationAction,
  readonlyGrants,
} from './applications';

const groups = new Map([
  ['application_read', { allowed_actions: ['application:app/read'] }],
  ['application_all', { allowed_actions: ['application_read', 'application:app/write'] }],
  ['viewer_apps', { allowed_actions: ['application_read'] }],
  ['nested_all', { allowed_actions: ['viewer_apps', 'application_all'] }],
  ['tenant_only', { allowed_actions: ['kibana_all_read'] }],
]);

const role = (patterns: string[], actions: string[]) => ({
  application_permissions: [{ application_patterns: patterns, allowed_actions: actions }],
});

describe('application permissions', () => {
  it('match app ids by pattern, with * and ? wildcards', () => {
    const grants = applicationGrants([['r', role(['manage*', 'visuali?e'], ['application_read'])]], groups);
    expect(applicationAccess(grants, 'management')).toBe('read');
    expect(applicationAccess(grants, 'visualize')).toBe('read');
    expect(applicationAccess(grants, 'dashboards')).toBe('none');
    expect(applicationAccess(grants, 'manage')).toBe('read');
  });

  it('resolve action groups, nested ones included, and ignore groups that open no app', () => {
    expect(isApplicationAction('viewer_apps', groups)).toBe(true);
    expect(isApplicationAction('nested_all', groups)).toBe(true);
    expect(isApplicationAction('tenant_only', groups)).toBe(false);
    expect(isApplicationAction('kibana_all_write', groups)).toBe(false);
    const grants = applicationGrants(
      [
        ['a', role(['dashboards'], ['nested_all'])],
        ['b', role(['home'], ['tenant_only'])],
      ],
      groups
    );
    expect(applicationAccess(grants, 'dashboards')).toBe('all');
    expect(applicationAccess(grants, 'home')).toBe('none');
  });

  it('add up several roles, all winning over read whichever comes first', () => {
    const grants = applicationGrants(
      [
        ['reader', role(['*'], ['application_read'])],
        ['dash_admin', role(['dashboards'], ['application_all'])],
        ['empty', {}],
      ],
      groups
    );
    expect(applicationAccess(grants, 'dashboards')).toBe('all');
    expect(applicationAccess(grants, 'management')).toBe('read');
    expect(grants.map((g) => g.role)).toEqual(['reader', 'dash_admin']);
  });

  it('narrow the read-only mode to its allow-list, read-only, within what the roles open', () => {
    expect(readonlyGrants(ALL_APPLICATIONS).map((g) => [g.pattern, g.all])).toEqual([
      ['home', false],
      ['dashboards', false],
      ['kibana', false],
    ]);
    const own = applicationGrants([['r', role(['dashboards', 'management'], ['application_all'])]], groups);
    const narrowed = readonlyGrants(own);
    expect(applicationAccess(narrowed, 'dashboards')).toBe('read');
    expect(applicationAccess(narrowed, 'management')).toBe('none');
    expect(applicationAccess(narrowed, 'home')).toBe('none');
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import type { Role } from '../../../../common/types';
import {
  applicationPermissionActions,
  applicationPermissionsOf,
  applicationPermissionType,
  describeApplicationActions,
} from './application_permission';
import { applicationOptions, APPLICATIONS_PATH, loadRegisteredApplications } from './registered_applications';

describe('application permission type', () => {
  it('is All with application_all whatever else is there, Read only with application_read, else None', () => {
    expect(applicationPermissionType(['application_read', 'application_all'])).toBe('All');
    expect(applicationPermissionType(['x', 'application_read'])).toBe('Read only');
    expect(applicationPermissionType(['my_group'])).toBe('None');
    expect(applicationPermissionType(undefined)).toBe('None');
  });

  it('sends the one action group of the chosen type', () => {
    expect(applicationPermissionActions('Read only')).toEqual(['application_read']);
    expect(applicationPermissionActions('All')).toEqual(['application_all']);
    expect(applicationPermissionActions('None')).toEqual([]);
  });

  it('describes the actions for the role view', () => {
    expect(describeApplicationActions(['application_read'])).toBe('Read only');
    expect(describeApplicationActions(['application_all', 'extra'])).toBe('All, extra');
    expect(describeApplicationActions(['extra'])).toBe('extra');
    expect(describeApplicationActions([])).toBe('None');
  });

  it('reads a role without the field, or with malformed entries, as empty lists', () => {
    expect(applicationPermissionsOf(undefined)).toEqual([]);
    expect(applicationPermissionsOf({ application_permissions: 'x' } as unknown as Role)).toEqual([]);
    expect(applicationPermissionsOf({ application_permissions: [null, {}] } as unknown as Role)).toEqual([
      { application_patterns: [], allowed_actions: [] },
      { application_patterns: [], allowed_actions: [] },
    ]);
  });
});

describe('registered applications', () => {
  it('reads the list from GET /api/v1/applications, leaving out entries without an id', async () => {
    const get = jest.fn(async (_path: string) => ({
      data: [{ id: 'dashboards', title: 'Dashboards' }, { title: 'no id' }, { id: 'status' }],
    }));
    const apps = await loadRegisteredApplications({ get } as never);
    expect(get).toHaveBeenCalledWith(APPLICATIONS_PATH);
    expect(apps).toEqual([
      { id: 'dashboards', title: 'Dashboards' },
      { id: 'status', title: 'status' },
    ]);
  });

  it('groups the options by category, uncategorised apps last', () => {
    const options = applicationOptions([
      { id: 'home', title: 'Home' },
      { id: 'security', title: 'Security', category: { id: 'management', label: 'Management' } },
      { id: 'dashboards', title: 'Dashboards', category: 'Kibana' },
      { id: 'management', title: 'Dashboards Management', category: 'Management' },
    ]);
    expect(options.map((option) => (option.isGroupLabelOption ? `[${option.label}]` : option.label))).toEqual([
      '[Kibana]',
      'dashboards',
      '[Management]',
      'management',
      'security',
      '[Other]',
      'home',
    ]);
  });
});

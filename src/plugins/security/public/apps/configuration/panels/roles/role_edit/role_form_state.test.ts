import { describe, expect, it } from '@jest/globals';
import { RESOURCE_NAME_LENGTH_MESSAGE, RESOURCE_NAME_MARKUP_MESSAGE } from '../../../../../../common/resource_name';
import { role } from '../role_list/role_test_fakes';
import {
  DLS_INVALID_MESSAGE,
  emptyIndexPermission,
  emptyTenantPermission,
  hasErrors,
  INDEX_PATTERN_REQUIRED_MESSAGE,
  initialFormState,
  roleRequestBody,
  validateDls,
  validateRoleForm,
} from './role_form_state';

const stored = role({
  description: 'Reads logs',
  cluster_permissions: ['cluster_composite_ops', 'cluster:monitor/health'],
  index_permissions: [
    {
      index_patterns: ['logs-*'],
      dls: '{"match": {"team": "blue"}}',
      fls: ['~secret_field'],
      masked_fields: ['email'],
      allowed_actions: ['read'],
    },
    { index_patterns: ['metrics-*'], fls: ['host', 'cpu'], masked_fields: [], allowed_actions: ['read'] },
  ],
  tenant_permissions: [
    { tenant_patterns: ['human_resources'], allowed_actions: ['kibana_all_write'] },
    { tenant_patterns: ['finance'], allowed_actions: ['custom_tenant_action'] },
  ],
});

describe('role form state', () => {
  it('starts empty on create, keeps the name on edit and proposes <source>_copy on duplicate', () => {
    expect(initialFormState('create', 'analyst', stored).name).toBe('');
    expect(initialFormState('edit', 'analyst', stored).name).toBe('analyst');
    expect(initialFormState('duplicate', 'analyst', stored).name).toBe('analyst_copy');
    expect(initialFormState('duplicate', 'analyst', stored)).toMatchObject({
      description: 'Reads logs',
      cluster: stored.cluster_permissions,
    });
  });

  it('reads a list of "~" fields as an exclude list and sends it back prefixed', () => {
    const state = initialFormState('edit', 'analyst', stored);
    expect(state.index[0]).toMatchObject({ flsMode: 'exclude', fls: ['secret_field'], masked: ['email'] });
    expect(state.index[1]).toMatchObject({ flsMode: 'include', fls: ['host', 'cpu'] });
    const body = roleRequestBody(state);
    expect(body.index_permissions[0].fls).toEqual(['~secret_field']);
    expect(body.index_permissions[1].fls).toEqual(['host', 'cpu']);
  });

  it('turns the form into the body the UI sends (request_from_ui shape)', () => {
    const state = initialFormState('create');
    state.name = 'analyst';
    state.cluster = ['cluster_composite_ops', 'cluster:monitor/health'];
    state.index = [
      {
        ...emptyIndexPermission(),
        patterns: ['logs-*'],
        actions: ['read', 'indices:data/read/search'],
        dls: ' {"match": {"team": "blue"}} ',
        flsMode: 'exclude',
        fls: ['secret_field', '~already'],
        masked: ['email'],
      },
      emptyIndexPermission(),
    ];
    state.tenant = [
      { ...emptyTenantPermission(), patterns: ['human_resources'], type: 'Read and Write' },
      emptyTenantPermission(),
    ];
    expect(roleRequestBody(state)).toEqual({
      description: '',
      cluster_permissions: ['cluster_composite_ops', 'cluster:monitor/health'],
      index_permissions: [
        {
          index_patterns: ['logs-*'],
          dls: '{"match": {"team": "blue"}}',
          fls: ['~secret_field', '~already'],
          masked_fields: ['email'],
          allowed_actions: ['read', 'indices:data/read/search'],
        },
      ],
      tenant_permissions: [{ tenant_patterns: ['human_resources'], allowed_actions: ['kibana_all_write'] }],
    });
  });

  it('keeps tenant actions and extension permissions the editor does not show', () => {
    const state = initialFormState('edit', 'analyst', { ...stored, extension_permissions: ['ext:x'] });
    expect(state.tenant.map((t) => t.type)).toEqual(['Read and Write', 'None']);
    const body = roleRequestBody(state);
    expect(body.tenant_permissions[1]).toEqual({
      tenant_patterns: ['finance'],
      allowed_actions: ['custom_tenant_action'],
    });
    expect(body.extension_permissions).toEqual(['ext:x']);
    state.tenant[1].type = 'Read only';
    expect(roleRequestBody(state).tenant_permissions[1].allowed_actions).toEqual([
      'custom_tenant_action',
      'kibana_all_read',
    ]);
  });

  it('omits an empty query instead of sending a blank dls', () => {
    const state = initialFormState('create');
    state.index = [{ ...emptyIndexPermission(), patterns: ['a*'], dls: '   ' }];
    expect(roleRequestBody(state).index_permissions[0]).not.toHaveProperty('dls');
  });
});

describe('role form validation', () => {
  const valid = () => ({ ...initialFormState('create'), name: 'analyst' });

  it('validates the name with the resource-name rules, markup included', () => {
    expect(validateRoleForm(valid(), 'create').name).toBeUndefined();
    expect(validateRoleForm({ ...valid(), name: '' }, 'create').name).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateRoleForm({ ...valid(), name: 'a' }, 'create').name).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateRoleForm({ ...valid(), name: 'x'.repeat(51) }, 'duplicate').name).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateRoleForm({ ...valid(), name: '<img src=x onerror=alert(1)>' }, 'create').name).toBe(
      RESOURCE_NAME_MARKUP_MESSAGE
    );
    expect(validateRoleForm({ ...valid(), name: '50%' }, 'create').name).toMatch(/percent sign/);
  });

  it('does not judge the fixed name of an edited role', () => {
    expect(validateRoleForm({ ...valid(), name: 'x' }, 'edit').name).toBeUndefined();
  });

  it('requires the DLS query to be one JSON object', () => {
    expect(validateDls('')).toBeNull();
    expect(validateDls('{"match": {"team": "blue"}}')).toBeNull();
    for (const bad of ['{"match": ', 'not json', '[1]', '"text"', 'null', '42'])
      expect(validateDls(bad)).toBe(DLS_INVALID_MESSAGE);
    const state = valid();
    const permission = { ...emptyIndexPermission(), patterns: ['logs-*'], dls: '{oops}' };
    state.index = [permission];
    const errors = validateRoleForm(state, 'create');
    expect(errors.index[permission.key]).toEqual({ dls: DLS_INVALID_MESSAGE });
    expect(hasErrors(errors)).toBe(true);
  });

  it('requires an index pattern in a panel that is filled in, ignoring blank panels', () => {
    const state = valid();
    const filled = { ...emptyIndexPermission(), actions: ['read'] };
    state.index = [filled, emptyIndexPermission()];
    const errors = validateRoleForm(state, 'create');
    expect(errors.index).toEqual({ [filled.key]: { patterns: INDEX_PATTERN_REQUIRED_MESSAGE } });
  });

  it('accepts a valid form', () => {
    expect(hasErrors(validateRoleForm(initialFormState('duplicate', 'analyst', stored), 'duplicate'))).toBe(false);
  });
});

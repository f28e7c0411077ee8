/** Checks a whole configuration (every file, entry, field and reference) before anything is written. */
import { tenantNameProblem } from './tenant_names';
import { validateResourceName } from '../../../common/resource_name';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';
import type { AllowlistConfig, AuditConfig, EntryKind, SecurityConfig } from '../../../common/types';
import { isApplicationAction } from '../permissions/applications';
import { findActionGroupCycles } from '../permissions/action_groups';
import type { ImportProblem } from '../types';
import { BCRYPT_HASH, checkAllowlist, checkAuditFile, checkFileEntry, checkSecurityConfig } from '../validation';
import { FILE_NAMES, type RawConfigDir } from './config_files';
import { normalizeEntry, type StoredEntry } from './entry_forms';

export const ENTRY_KINDS: EntryKind[] = [
  'internalusers',
  'roles',
  'rolesmapping',
  'actiongroups',
  'tenants',
  'nodesdn',
];

export interface ValidatedConfig {
  entries: { [K in EntryKind]: Array<[string, StoredEntry<K>]> };
  config: SecurityConfig;
  /** Absent when the directory has no audit.yml / allowlist.yml. */
  audit?: AuditConfig;
  allowlist?: AllowlistConfig;
}

/** Names of built-in static entries per kind; an imported entry with such a name is skipped. */
export type StaticNames = Record<EntryKind, ReadonlySet<string>>;

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function validateEntries<K extends EntryKind>(
  kind: K,
  body: Record<string, unknown>,
  staticNames: ReadonlySet<string>,
  problems: ImportProblem[],
  warnings: ImportProblem[],
  allowStatic: boolean
): Array<[string, StoredEntry<K>]> {
  const file = FILE_NAMES[kind];
  const out: Array<[string, StoredEntry<K>]> = [];
  for (const [name, value] of Object.entries(body)) {
    if (staticNames.has(name)) {
      warnings.push({ file, entry: name, message: 'is a built-in static entry; the built-in definition is kept' });
      continue;
    }
    const nameProblem = validateResourceName(name) ?? (kind === 'tenants' ? tenantNameProblem(name) : null);
    if (nameProblem) problems.push({ file, entry: name, message: nameProblem });
    // `name:` with nothing under it is an entry with every field empty.
    const raw = value ?? {};
    const fieldProblems = checkFileEntry[kind](raw);
    for (const p of fieldProblems)
      problems.push({ file, entry: name, field: p.field || undefined, message: p.message });
    if (fieldProblems.length) continue;
    const entry = normalizeEntry(kind, raw);
    if (entry.static && !allowStatic) {
      // Only the product's built-in entries are static; another one keeps its protection as reserved.
      warnings.push({
        file,
        entry: name,
        field: 'static',
        message: 'is only for built-in entries: stored as reserved',
      });
      entry.static = false;
      entry.reserved = true;
    }
    if (kind === 'internalusers') {
      const hash = (entry as StoredEntry<'internalusers'>).hash;
      if (hash === null)
        warnings.push({
          file,
          entry: name,
          field: 'hash',
          message: 'is empty: the user cannot log in with a password',
        });
      else if (!BCRYPT_HASH.test(hash)) {
        warnings.push({
          file,
          entry: name,
          field: 'hash',
          message: 'is not a bcrypt hash: the user cannot log in with a password',
        });
      }
    }
    out.push([name, entry]);
  }
  return out;
}

function documentBody(
  kind: 'config' | 'audit' | 'allowlist',
  root: Record<string, unknown>,
  problems: ImportProblem[]
): Record<string, unknown> | undefined {
  const file = FILE_NAMES[kind];
  for (const key of Object.keys(root))
    if (key !== 'config') problems.push({ file, field: key, message: 'unknown field' });
  const check = kind === 'config' ? checkSecurityConfig : kind === 'audit' ? checkAuditFile : checkAllowlist;
  const fieldProblems = check(root.config);
  for (const p of fieldProblems) {
    problems.push({ file, field: p.field ? `config.${p.field}` : 'config', message: p.message });
  }
  return fieldProblems.length ? undefined : (root.config as Record<string, unknown>);
}

/** Folds tenancy_config.yml (newer OpenSearch) into config.dynamic.kibana, where this backend keeps it. */
function applyTenancyFile(config: SecurityConfig, root: Record<string, unknown>, problems: ImportProblem[]) {
  const file = FILE_NAMES.tenancy;
  const body = root.tenancy_config;
  if (!isMap(body)) {
    problems.push({ file, field: 'tenancy_config', message: 'must be a map' });
    return;
  }
  const kibana = { ...(config.dynamic.kibana ?? {}) };
  for (const [key, value] of Object.entries(body)) {
    const expected = key === 'default_tenant' ? 'string' : 'boolean';
    if (!['multitenancy_enabled', 'private_tenant_enabled', 'default_tenant'].includes(key)) {
      problems.push({ file, field: `tenancy_config.${key}`, message: 'unknown field' });
    } else if (value !== null && typeof value !== expected) {
      problems.push({
        file,
        field: `tenancy_config.${key}`,
        message: `must be ${expected === 'string' ? 'a string' : 'true or false'}`,
      });
    } else if (value !== null) kibana[key] = value;
  }
  config.dynamic = { ...config.dynamic, kibana };
}

function checkReferences(
  result: ValidatedConfig,
  staticNames: StaticNames,
  problems: ImportProblem[],
  warnings: ImportProblem[]
) {
  const roles = new Set([...result.entries.roles.map(([name]) => name), ...staticNames.roles]);
  for (const [name] of result.entries.rolesmapping) {
    if (!roles.has(name))
      warnings.push({ file: FILE_NAMES.rolesmapping, entry: name, message: 'maps a role that is not defined' });
  }
  for (const [name, user] of result.entries.internalusers) {
    for (const role of user.opendistro_security_roles) {
      if (!roles.has(role)) {
        warnings.push({
          file: FILE_NAMES.internalusers,
          entry: name,
          field: 'opendistro_security_roles',
          message: `names role "${role}", which is not defined`,
        });
      }
    }
  }
  const groups = new Map(result.entries.actiongroups);
  // As the API refuses them: an application permission whose action opens no app (issue 41).
  for (const [name, role] of result.entries.roles) {
    (role.application_permissions ?? []).forEach((permission, i) => {
      for (const action of permission.allowed_actions) {
        if (isApplicationAction(action, groups)) continue;
        problems.push({
          file: FILE_NAMES.roles,
          entry: name,
          field: `application_permissions[${i}].allowed_actions`,
          message: `unknown application action "${action}": use application_read, application_all or an action group that contains one of them`,
        });
      }
    });
  }
  for (const cycle of findActionGroupCycles(groups)) {
    problems.push({
      file: FILE_NAMES.actiongroups,
      entry: cycle[0],
      field: 'allowed_actions',
      message: `contains itself: ${cycle.join(' → ')}`,
    });
  }
  const defaultTenant = result.config.dynamic.kibana?.default_tenant;
  const tenants = new Set([...result.entries.tenants.map(([name]) => name), ...staticNames.tenants]);
  if (
    typeof defaultTenant === 'string' &&
    !['', PRIVATE_TENANT, 'private', 'global', GLOBAL_TENANT_NAME].includes(defaultTenant) &&
    !tenants.has(defaultTenant)
  ) {
    problems.push({
      file: FILE_NAMES.config,
      field: 'config.dynamic.kibana.default_tenant',
      message: `names tenant "${defaultTenant}", which does not exist`,
    });
  }
}

/**
 * `staticNames` are the built-in entries (skipped when the directory names them too);
 * `allowStatic` is for the project's own defaults, the one place static entries are defined.
 */
export function validateConfigDir(
  raw: RawConfigDir,
  staticNames: StaticNames,
  problems: ImportProblem[],
  warnings: ImportProblem[],
  allowStatic = false
): ValidatedConfig {
  const entries = {} as ValidatedConfig['entries'];
  for (const kind of ENTRY_KINDS) {
    // TypeScript cannot follow the kind through the loop; each call is typed by its own kind.
    (entries as Record<EntryKind, unknown>)[kind] = validateEntries(
      kind,
      raw.files[kind] ?? {},
      staticNames[kind],
      problems,
      warnings,
      allowStatic
    );
  }
  const config = raw.files.config ? documentBody('config', raw.files.config, problems) : undefined;
  const result: ValidatedConfig = { entries, config: (config ?? { dynamic: {} }) as unknown as SecurityConfig };
  if (raw.files.tenancy) applyTenancyFile(result.config, raw.files.tenancy, problems);
  if (raw.files.audit) {
    const audit = documentBody('audit', raw.files.audit, problems);
    if (audit) result.audit = audit as AuditConfig;
  }
  if (raw.files.allowlist) {
    const allowlist = documentBody('allowlist', raw.files.allowlist, problems);
    if (allowlist)
      result.allowlist = {
        enabled: allowlist.enabled === true,
        requests: (allowlist.requests ?? {}) as Record<string, string[]>,
      };
  }
  checkReferences(result, staticNames, problems, warnings);
  return result;
}

/**
 * The Configure tab's form: the multitenancy switches and the default tenant, its one invalid
 * combination, and the list of changes the confirmation shows. Pure functions.
 */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../../../common/constants';
import type { TenancyConfig } from '../../../../../common/tenancy';
import { i18n } from '../../../../../../../core/public';
import { defaultTenantItemName } from './tenant_status';
import messages from './messages.json';

/** Like TenancyConfig, with the default tenant as a list item name ('global_tenant', '__user__', custom). */
export type TenancyForm = TenancyConfig;

export function formOf(config: TenancyConfig): TenancyForm {
  return { ...config, default_tenant: defaultTenantItemName(config.default_tenant) };
}

export function defaultTenantLabel(name: string): string {
  if (name === GLOBAL_TENANT_NAME) return i18n.translate(messages.configureGlobalTenantOption);
  if (name === PRIVATE_TENANT) return i18n.translate(messages.configurePrivateTenantOption);
  return name;
}

/** Global, Private, then the custom tenants by name; a saved default no longer listed is kept. */
export function defaultTenantOptions(
  customTenants: string[],
  savedDefault: string
): Array<{ value: string; text: string }> {
  const names = [...customTenants.filter((name) => name !== GLOBAL_TENANT_NAME && name !== PRIVATE_TENANT)];
  if (savedDefault !== GLOBAL_TENANT_NAME && savedDefault !== PRIVATE_TENANT && !names.includes(savedDefault))
    names.push(savedDefault);
  names.sort((a, b) => a.localeCompare(b));
  return [GLOBAL_TENANT_NAME, PRIVATE_TENANT, ...names].map((value) => ({ value, text: defaultTenantLabel(value) }));
}

/** The reason the form cannot be saved, or undefined. Mirrors the server's own check. */
export function tenancyFormError(form: TenancyForm): string | undefined {
  if (form.default_tenant === PRIVATE_TENANT && !form.private_tenant_enabled)
    // The server's own check refuses it with the same sentence (PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE).
    return i18n.translate(messages.configurePrivateDefaultWhileDisabledError);
  return undefined;
}

/** One sentence per changed setting, in the form's order; empty when nothing changed. */
export function tenancyChanges(saved: TenancyConfig, form: TenancyForm): string[] {
  const before = formOf(saved);
  const changes: string[] = [];
  if (before.multitenancy_enabled !== form.multitenancy_enabled) {
    changes.push(
      form.multitenancy_enabled
        ? i18n.translate(messages.configureMultitenancyOnChange)
        : i18n.translate(messages.configureMultitenancyOffChange)
    );
  }
  if (before.private_tenant_enabled !== form.private_tenant_enabled) {
    changes.push(
      form.private_tenant_enabled
        ? i18n.translate(messages.configurePrivateTenantOnChange)
        : i18n.translate(messages.configurePrivateTenantOffChange)
    );
  }
  if (before.default_tenant !== form.default_tenant) {
    changes.push(
      i18n.translate(messages.configureDefaultTenantChange, {
        next: defaultTenantLabel(form.default_tenant),
        previous: defaultTenantLabel(before.default_tenant),
      })
    );
  }
  return changes;
}

/**
 * The PUT body. An unchanged default is sent as the server had it, so saving the switches does
 * not turn "none chosen" ('') into an explicit global default.
 */
export function tenancyRequest(saved: TenancyConfig, form: TenancyForm): TenancyConfig {
  const unchanged = formOf(saved).default_tenant === form.default_tenant;
  return {
    multitenancy_enabled: form.multitenancy_enabled,
    private_tenant_enabled: form.private_tenant_enabled,
    default_tenant: unchanged ? saved.default_tenant : form.default_tenant,
  };
}

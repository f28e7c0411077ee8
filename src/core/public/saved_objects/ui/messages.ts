import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  globalName: { id: 'core.savedObjects.tenants.globalName', defaultMessage: 'Global' },
  privateName: { id: 'core.savedObjects.tenants.privateName', defaultMessage: 'Private' },
  copiedObjectsTitle: {
    id: 'core.savedObjects.copyToTenant.copiedObjectsTitle',
    defaultMessage: 'Copied {count, plural, one {# object} other {# objects}} to the {tenant} tenant',
  },
  copiedObjectTitle: {
    id: 'core.savedObjects.copyToTenant.copiedObjectTitle',
    defaultMessage: 'Copied "{title}" to the {tenant} tenant',
  },
  copyObjectsFailedTitle: {
    id: 'core.savedObjects.copyToTenant.copyObjectsFailedTitle',
    defaultMessage: 'Unable to copy {count, plural, one {# object} other {# objects}} to the {tenant} tenant',
  },
  copyObjectFailedTitle: {
    id: 'core.savedObjects.copyToTenant.copyObjectFailedTitle',
    defaultMessage: 'Unable to copy "{title}" to the {tenant} tenant',
  },
  introObjects: {
    id: 'core.savedObjects.copyToTenant.introObjects',
    defaultMessage:
      'Copy {count, plural, one {# object} other {# objects}} into another tenant. The copies get new ids; the originals stay where they are.',
  },
  introObject: {
    id: 'core.savedObjects.copyToTenant.introObject',
    defaultMessage: 'Copy "{title}" into another tenant. The copies get new ids; the originals stay where they are.',
  },
  copiedText: {
    id: 'core.savedObjects.copyToTenant.copiedText',
    defaultMessage: '{count, plural, one {# saved object} other {# saved objects}} copied under new ids.',
  },
  title: { id: 'core.savedObjects.copyToTenant.title', defaultMessage: 'Copy to tenant' },
  confirmButton: { id: 'core.savedObjects.copyToTenant.confirmButton', defaultMessage: 'Copy' },
  loadErrorTitle: { id: 'core.savedObjects.copyToTenant.loadErrorTitle', defaultMessage: 'Unable to load the tenants' },
  noTargetTitle: { id: 'core.savedObjects.copyToTenant.noTargetTitle', defaultMessage: 'No tenant to copy to' },
  noTargetBody: {
    id: 'core.savedObjects.copyToTenant.noTargetBody',
    defaultMessage: 'You may not write to any tenant. Ask your administrator for write access to a tenant.',
  },
  tenantLabel: { id: 'core.savedObjects.copyToTenant.tenantLabel', defaultMessage: 'Tenant' },
  tenantHelpText: {
    id: 'core.savedObjects.copyToTenant.tenantHelpText',
    defaultMessage: 'Only tenants you may write to are listed.',
  },
  currentTenantOption: {
    id: 'core.savedObjects.copyToTenant.currentTenantOption',
    defaultMessage: '{tenant} (current)',
  },
  includeRelatedHelpText: {
    id: 'core.savedObjects.copyToTenant.includeRelatedHelpText',
    defaultMessage: 'Also copy the objects these refer to, and the objects those refer to.',
  },
  includeRelatedLabel: {
    id: 'core.savedObjects.copyToTenant.includeRelatedLabel',
    defaultMessage: 'Include related objects',
  },
});

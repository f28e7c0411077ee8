/** The words of the Resource access page, in the loaded locale (functions: read when the page draws). */
import { i18n } from '../../../../../../../core/public';

export const sharingOffTitle = () =>
  i18n.translate('security.resourceAccess.sharingOff.title', { defaultMessage: 'Resource sharing is off' });
export const sharingOffBody = () =>
  i18n.translate('security.resourceAccess.sharingOff.body', {
    defaultMessage: 'Resource sharing is off. Set {setting} to share dashboards with people.',
    values: { setting: 'opensearch_security.resource_sharing.enabled: true' },
  });
export const noResourcesText = () =>
  i18n.translate('security.resourceAccess.table.none', {
    defaultMessage: 'No shared objects of this type you may see in this tenant.',
  });
export const noMatchingResourcesText = () =>
  i18n.translate('security.resourceAccess.table.noMatch', { defaultMessage: 'No object matches these filters.' });
export const unownedTitle = () =>
  i18n.translate('security.resourceAccess.unowned.title', { defaultMessage: 'Objects without an owner' });

/** "dashboard" → "Dashboards", for the type tabs; a type this page does not name is spelled from its id. */
export function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ');
  const spelled = `${words.charAt(0).toUpperCase()}${words.slice(1)}s`;
  return i18n.translate('security.resourceAccess.page.typeTab', {
    defaultMessage:
      '{type, select, dashboard {Dashboards} visualization {Visualizations} index_pattern {Index patterns} other {{spelled}}}',
    values: { type, spelled },
  });
}

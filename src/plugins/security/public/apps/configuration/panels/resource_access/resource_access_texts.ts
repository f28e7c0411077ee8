/** The words of the Resource access page, in the loaded locale (functions: read when the page draws). */
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export const sharingOffTitle = () => i18n.translate(messages.sharingOffTitle);
export const sharingOffBody = () =>
  i18n.translate(messages.sharingOffBody, { setting: 'opensearch_security.resource_sharing.enabled: true' });
export const noResourcesText = () => i18n.translate(messages.tableNone);
export const noMatchingResourcesText = () => i18n.translate(messages.tableNoMatch);
export const unownedTitle = () => i18n.translate(messages.unownedTitle);

/** "dashboard" → "Dashboards", for the type tabs; a type this page does not name is spelled from its id. */
export function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ');
  const spelled = `${words.charAt(0).toUpperCase()}${words.slice(1)}s`;
  return i18n.translate(messages.pageTypeTab, { type, spelled });
}

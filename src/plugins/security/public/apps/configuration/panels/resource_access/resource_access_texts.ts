/** The words of the Resource access page, shared with its tests. */
export const RESOURCE_ACCESS_TITLE = 'Resource access';
export const RESOURCE_ACCESS_DESCRIPTION =
  'Dashboards and visualizations shared with people, roles and backend roles, by their owners. You see the objects of the current tenant you may see; the owner and people with full access change who they are shared with.';
export const SHARING_OFF_TITLE = 'Resource sharing is off';
export const SHARING_OFF_BODY =
  'Resource sharing is off. Set opensearch_security.resource_sharing.enabled: true to share dashboards with people.';
export const NO_RESOURCES_TEXT = 'No shared objects of this type you may see in this tenant.';
export const NO_MATCHING_RESOURCES_TEXT = 'No object matches these filters.';
export const UNOWNED_TITLE = 'Objects without an owner';
export const UNOWNED_DESCRIPTION =
  'They existed before resource sharing was turned on: everyone who may use the tenant sees them, as before, until they get an owner.';
export const NO_UNOWNED_TEXT = 'Every object of this type has an owner.';
export const ALL_OWNERS = 'All owners';

/** "dashboard" → "Dashboards", for the type tabs. */
export function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}s`;
}

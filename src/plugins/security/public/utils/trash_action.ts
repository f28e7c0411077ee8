import type { DefaultItemAction } from '@elastic/eui';

/**
 * A table row's trash-can action (revoke a token, remove a key): an icon in the danger color
 * whose name and description the screen reader says.
 */
export function trashAction<T extends object>(spec: {
  name: string;
  description: string;
  onClick(item: T): void;
  'data-test-subj': string;
}): DefaultItemAction<T> {
  return { ...spec, icon: 'trash', type: 'icon', color: 'danger' };
}

/**
 * The Resource access feature (issue 72, upstream's Resource Access Management): per protected
 * type, the objects the caller may manage with their owner and recipients, editing who they are
 * shared with, and giving an owner to objects without one.
 */
import { icon as user } from '@elastic/eui/src/components/icon/assets/user';
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const RESOURCE_ACCESS_FEATURE = onePageFeature({
  id: 'resourceAccess',
  section: navSection(messages.sectionLabel, '/resource-access'),
  // Everyone with the app while sharing is on: the server lists each caller only what they may
  // see, and the objects without an owner only to administrators of sharing.
  needs: [],
  capability: 'resource_sharing',
  load: pageLoader(() => import('./resource_access_page'), 'ResourceAccessPage'),
  // The Assign owner buttons (the rest are the shared ones: lock, pencil, eye, refresh).
  icons: { user },
});

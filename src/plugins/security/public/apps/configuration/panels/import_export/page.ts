/** The Import and export feature: the whole configuration as a zip, out and back in. */
import { icon as inspect } from '@elastic/eui/src/components/icon/assets/inspect';
import { icon as upload } from '@elastic/eui/src/components/icon/assets/upload';
import { CONFIGURATION_ENDPOINTS } from '../../../../../common/rest_api_endpoints';
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const TRANSFER_FEATURE = onePageFeature({
  id: 'transfer',
  section: navSection(messages.sectionLabel, '/transfer'),
  needs: CONFIGURATION_ENDPOINTS,
  capability: 'config_transfer',
  load: pageLoader(() => import('./import_export'), 'ImportExport'),
  icons: { inspect, upload },
});

/**
 * The EUI icons the Security app's pages draw at first paint, in the app's own chunk: EUI would
 * otherwise fetch each icon's chunk after the page mounts and show a grey placeholder meanwhile.
 * Here are those the frame and the shared parts (tables, search fields, forms, date pickers) draw;
 * a feature lists its own in its descriptor's `icons`. (test/e2e/page_walk.spec.ts finds the ones
 * a page still loads.)
 */
import { appendIconComponentCache } from '@elastic/eui/src/components/icon/icon';
import { icon as calendar } from '@elastic/eui/src/components/icon/assets/calendar';
import { icon as check } from '@elastic/eui/src/components/icon/assets/check';
import { icon as chevronSingleDown } from '@elastic/eui/src/components/icon/assets/chevron_single_down';
import { icon as chevronSingleLeft } from '@elastic/eui/src/components/icon/assets/chevron_single_left';
import { icon as chevronSingleRight } from '@elastic/eui/src/components/icon/assets/chevron_single_right';
import { icon as copy } from '@elastic/eui/src/components/icon/assets/copy';
import { icon as cross } from '@elastic/eui/src/components/icon/assets/cross';
import { icon as dot } from '@elastic/eui/src/components/icon/assets/dot';
import { icon as download } from '@elastic/eui/src/components/icon/assets/download';
import { icon as ellipsis } from '@elastic/eui/src/components/icon/assets/ellipsis';
import { icon as empty } from '@elastic/eui/src/components/icon/assets/empty';
import { icon as external } from '@elastic/eui/src/components/icon/assets/external';
import { icon as eye } from '@elastic/eui/src/components/icon/assets/eye';
import { icon as lock } from '@elastic/eui/src/components/icon/assets/lock';
import { icon as magnify } from '@elastic/eui/src/components/icon/assets/magnify';
import { icon as pencil } from '@elastic/eui/src/components/icon/assets/pencil';
import { icon as plusCircle } from '@elastic/eui/src/components/icon/assets/plus_circle';
import { icon as refresh } from '@elastic/eui/src/components/icon/assets/refresh';
import { icon as sortDown } from '@elastic/eui/src/components/icon/assets/sort_down';
import { icon as sortUp } from '@elastic/eui/src/components/icon/assets/sort_up';
import { icon as sortable } from '@elastic/eui/src/components/icon/assets/sortable';
import { icon as trash } from '@elastic/eui/src/components/icon/assets/trash';
import { SECURITY_FEATURES } from './features';

const SHARED_ICONS = {
  calendar,
  check,
  chevronSingleDown,
  chevronSingleLeft,
  chevronSingleRight,
  copy,
  cross,
  dot,
  download,
  ellipsis,
  empty,
  external,
  eye,
  lock,
  magnify,
  pencil,
  plusCircle,
  refresh,
  sortDown,
  sortUp,
  sortable,
  trash,
};

/** Called once when the app mounts (a bare import would be dropped: the product's modules are side-effect free). */
export function preloadSecurityIcons(): void {
  appendIconComponentCache(Object.assign({}, SHARED_ICONS, ...SECURITY_FEATURES.map(({ icons }) => icons)));
}

/**
 * The EUI icons /app/home draws at first paint (the header's buttons, home's cards and its empty
 * state, the tenant modal's close button), in the shell's own bundle: each would otherwise be a
 * chunk of its own, fetched after the page mounts (a request and about 0.3 KB of gzip overhead
 * each), with a grey placeholder meanwhile. test/e2e/page_walk.spec.ts finds the icons a
 * page still fetches.
 */
import { appendIconComponentCache } from '@elastic/eui/src/components/icon/icon';
import { icon as dashboardApp } from '@elastic/eui/src/components/icon/assets/app_dashboard';
import { icon as managementApp } from '@elastic/eui/src/components/icon/assets/app_management';
import { icon as securityApp } from '@elastic/eui/src/components/icon/assets/app_security';
import { icon as apps } from '@elastic/eui/src/components/icon/assets/apps';
import { icon as bell } from '@elastic/eui/src/components/icon/assets/bell';
import { icon as cross } from '@elastic/eui/src/components/icon/assets/cross';
import { icon as dot } from '@elastic/eui/src/components/icon/assets/dot';
import { icon as menu } from '@elastic/eui/src/components/icon/assets/menu';
import { icon as question } from '@elastic/eui/src/components/icon/assets/question';

/** Called once before the shell renders (a bare import would be dropped: the product's modules are side-effect free). */
export function addFirstPaintIcons(): void {
  appendIconComponentCache({ apps, bell, cross, dashboardApp, dot, managementApp, menu, question, securityApp });
}

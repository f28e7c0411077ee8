import { describe, expect, it } from '@jest/globals';
import { AppNavLinkStatus, AppStatus, type AppCategory, type PublicAppInfo } from '../../../application/types';
import { appInfo } from '../../test_fakes';
import { groupAppsForHome } from './group_apps';

const mapOf = (...apps: PublicAppInfo[]) => new Map(apps.map((a) => [a.id, a]));

const kibana: AppCategory = { id: 'kibana', label: 'Kibana', order: 1000 };
const security: AppCategory = { id: 'security', label: 'Security', order: 4000 };
const management: AppCategory = { id: 'management', label: 'Management', order: 5000 };

const shape = (apps: ReadonlyMap<string, PublicAppInfo>) =>
  groupAppsForHome(apps).map((g) => [g.category?.label, g.apps.map((a) => a.id)]);

describe('groupAppsForHome', () => {
  it('groups apps by category in category order, uncategorised last', () => {
    const apps = mapOf(
      appInfo('loose'),
      appInfo('users', { category: management }),
      appInfo('discover', { category: kibana }),
      appInfo('siem', { category: security })
    );
    expect(shape(apps)).toEqual([
      ['Kibana', ['discover']],
      ['Security', ['siem']],
      ['Management', ['users']],
      [undefined, ['loose']],
    ]);
  });

  it('orders apps by order, then by title', () => {
    const apps = mapOf(
      appInfo('c', { title: 'Charlie', category: kibana }),
      appInfo('b', { title: 'Bravo', category: kibana, order: 10 }),
      appInfo('a', { title: 'Alpha', category: kibana, order: 10 }),
      appInfo('z', { title: 'Zulu', category: kibana, order: 1 }),
      appInfo('d', { title: 'Delta', category: kibana })
    );
    expect(shape(apps)).toEqual([['Kibana', ['z', 'a', 'b', 'c', 'd']]]);
  });

  it('leaves out the home app, hidden apps and inaccessible apps with a default nav link', () => {
    const apps = mapOf(
      appInfo('home'),
      appInfo('error', { navLinkStatus: AppNavLinkStatus.hidden }),
      appInfo('locked', { navLinkStatus: AppNavLinkStatus.default, status: AppStatus.inaccessible }),
      appInfo('greyed', { navLinkStatus: AppNavLinkStatus.disabled }),
      appInfo('plain', { navLinkStatus: AppNavLinkStatus.default })
    );
    expect(shape(apps)).toEqual([[undefined, ['greyed', 'plain']]]);
  });

  it('returns no groups when nothing can be listed', () => {
    expect(groupAppsForHome(mapOf(appInfo('home')))).toEqual([]);
  });
});

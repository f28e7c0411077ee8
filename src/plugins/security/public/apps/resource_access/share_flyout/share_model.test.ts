import { describe, expect, it } from '@jest/globals';
import { shareWithFromGrants } from '../../../../../../core/public';
import { countsByLevel, matchingNames, toRecipients } from './share_model';

const none = { users: [], roles: [], backend_roles: [] };

describe('the flyout’s model of share_with', () => {
  it('shows a name listed at several levels once, at its highest, and sends it back so', () => {
    const shareWith = {
      dashboard_read_only: { ...none, users: ['kim', 'lee'], backend_roles: ['ops'] },
      dashboard_full_access: { ...none, users: ['kim'] },
      // Another type's level is not this one's.
      visualization_read_only: { ...none, users: ['zoe'] },
    };
    expect(toRecipients('dashboard', shareWith)).toEqual([
      { kind: 'user', name: 'kim', level: 'full_access' },
      { kind: 'user', name: 'lee', level: 'read_only' },
      { kind: 'backend_role', name: 'ops', level: 'read_only' },
    ]);
    expect(shareWithFromGrants('dashboard', toRecipients('dashboard', shareWith))).toEqual({
      dashboard_read_only: { ...none, users: ['lee'], backend_roles: ['ops'] },
      dashboard_full_access: { ...none, users: ['kim'] },
    });
    expect(countsByLevel('dashboard', shareWith)).toEqual({ read_only: 2, read_write: 0, full_access: 1 });
  });

  it('narrows the last answer to what is typed now, as the server matches (prefix, any case)', () => {
    // The answer for '' while 'ow' is typed: a quick Enter must not pick 'admin'.
    expect(matchingNames(['admin', 'Owen', 'owl', 'bob'], ' ow')).toEqual(['Owen', 'owl']);
    expect(matchingNames(['admin', 'owen'], '')).toEqual(['admin', 'owen']);
  });
});

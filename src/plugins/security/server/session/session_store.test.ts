import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { type Store } from '../../../../core/server';
import { StoreService } from '../../../../core/server/test_utils';
import { sessionMigrations } from './migrations';
import { hashSessionId } from './session_cookie';
import { SessionStore, type SessionTimeouts } from './session_store';

const TTL = 60_000;
const LIFESPAN = 600_000;

describe('SessionStore (real SQLite)', () => {
  let dir: string;
  let service: StoreService;
  let store: Store;
  let now: number;
  const open = (timeouts: Partial<SessionTimeouts> = {}) =>
    new SessionStore(store.db, { ttl: TTL, lifespan: LIFESPAN, keepalive: true, ...timeouts }, () => now);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'security-sessions-'));
    service = new StoreService();
    service.setup().registerMigrations(sessionMigrations);
    store = service.start({ dataDir: dir });
    now = 1_000_000;
  });
  afterEach(() => {
    service.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds a session by its id, storing only the id’s hash', () => {
    const sessions = open();
    const created = sessions.create('the-id', 'kirk', 'basicauth', '');
    expect(created).toMatchObject({ username: 'kirk', authType: 'basicauth', tenant: '', createdAt: now, lastSeen: now, expiresAt: now + LIFESPAN });
    expect(sessions.find('the-id')).toEqual({ state: 'active', session: created });
    expect(sessions.find('other-id')).toEqual({ state: 'missing' });
    const row = store.db.prepare('SELECT sid_hash FROM security_sessions').get() as { sid_hash: string };
    expect(row.sid_hash).toBe(hashSessionId('the-id'));
    expect(row.sid_hash).not.toContain('the-id');
  });

  it('expires after the idle time unless touched, and is deleted when found expired', () => {
    const sessions = open();
    sessions.create('a', 'kirk', 'basicauth', null);
    now += TTL - 1;
    const found = sessions.find('a');
    expect(found.state).toBe('active');
    sessions.touch((found as { session: Parameters<SessionStore['touch']>[0] }).session);
    now += TTL - 1;
    expect(sessions.find('a').state).toBe('active');
    now += TTL;
    expect(sessions.find('a')).toEqual({ state: 'expired' });
    now -= TTL;
    expect(sessions.find('a')).toEqual({ state: 'missing' });
  });

  it('touches at most once a second (ttl/100 for short ttls), and not at all without keep-alive', () => {
    const sessions = open();
    const session = sessions.create('a', 'kirk', 'basicauth', null);
    now += 500;
    sessions.touch(session);
    expect((sessions.find('a') as { session: { lastSeen: number } }).session.lastSeen).toBe(session.lastSeen);
    now += 500;
    sessions.touch(session);
    expect((sessions.find('a') as { session: { lastSeen: number } }).session.lastSeen).toBe(now);

    const frozen = open({ keepalive: false });
    const other = frozen.create('b', 'kirk', 'basicauth', null);
    now += 30_000;
    frozen.touch(other);
    now += 30_000;
    expect(frozen.find('b').state).toBe('expired');
  });

  it('ends at the lifespan whatever the activity', () => {
    const sessions = open();
    sessions.create('a', 'kirk', 'basicauth', null);
    for (let t = 0; t < 19; t++) {
      now += 30_000;
      const found = sessions.find('a');
      expect(found.state).toBe('active');
      sessions.touch((found as { session: Parameters<SessionStore['touch']>[0] }).session);
    }
    now += 29_999;
    expect(sessions.find('a').state).toBe('active');
    now += 1;
    expect(sessions.find('a').state).toBe('expired');
  });

  it('keeps the tenant choice, deletes one session or all others of a user', () => {
    const sessions = open();
    const keep = sessions.create('a', 'kirk', 'basicauth', '');
    sessions.create('b', 'kirk', 'basicauth', '');
    sessions.create('c', 'spock', 'basicauth', '');
    sessions.setTenant(keep, '__user__');
    expect((sessions.find('a') as { session: { tenant: string } }).session.tenant).toBe('__user__');
    expect(sessions.deleteUserSessions('kirk', keep)).toBe(1);
    expect(sessions.find('a').state).toBe('active');
    expect(sessions.find('b').state).toBe('missing');
    expect(sessions.find('c').state).toBe('active');
    sessions.delete(keep);
    expect(sessions.find('a').state).toBe('missing');
    expect(sessions.deleteUserSessions('spock')).toBe(1);
  });

  it('purges sessions past their idle time or lifespan', () => {
    const sessions = open();
    sessions.create('old', 'kirk', 'basicauth', null);
    now += TTL / 2;
    sessions.create('new', 'kirk', 'basicauth', null);
    now += TTL / 2;
    expect(sessions.purgeExpired()).toBe(1);
    expect(sessions.find('new').state).toBe('active');
  });
});

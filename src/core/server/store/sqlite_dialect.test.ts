import Database from 'better-sqlite3';
import { withStatementCache } from './sqlite_dialect';

describe('withStatementCache', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('create table t (id integer primary key, name text)');
  });
  afterEach(() => db.close());

  it('prepares a statement once and reuses it, with fresh parameters each time', () => {
    const prepare = jest.spyOn(db, 'prepare');
    const cached = withStatementCache(db);
    cached.prepare('insert into t (name) values (?)').run(['a']);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    expect(cached.prepare('select name from t where name = ?').all(['b'])).toEqual([{ name: 'b' }]);
    expect(cached.prepare('select name from t where name = ?').all(['a'])).toEqual([{ name: 'a' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used statement when full', () => {
    const prepare = jest.spyOn(db, 'prepare');
    const cached = withStatementCache(db, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // now the most recent
    cached.prepare('select 3'); // evicts 'select 2'
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('sees schema changes made after a statement was cached', () => {
    const cached = withStatementCache(db);
    cached.prepare('insert into t (name) values (?)').run(['a']);
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a' }]);
    db.exec("alter table t add column tenant text default 'global'");
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a', tenant: 'global' }]);
  });
});

import bcryptjs from 'bcryptjs';
import { HttpError } from '../../../../../core/server';
import { BcryptPool, HASH_QUEUE_FULL_MESSAGE } from './bcrypt_pool';

// bcryptjs is an independent implementation: hashes written here must read there and back.
describe('BcryptPool', () => {
  it("writes OpenSearch's $2y$ form, which another bcrypt implementation verifies", async () => {
    const pool = new BcryptPool();
    const hash = await pool.hash('S3cret-pass', 4);
    expect(hash).toMatch(/^\$2y\$04\$[./A-Za-z0-9]{53}$/);
    expect(await bcryptjs.compare('S3cret-pass', hash)).toBe(true);
    expect(await pool.compare('S3cret-pass', hash)).toBe(true);
    expect(await pool.compare('s3cret-pass', hash)).toBe(false);
  });

  it.each(['$2y$', '$2a$', '$2b$'])('verifies %s hashes made elsewhere', async (prefix) => {
    const made = (await bcryptjs.hash('pw-Ünïcode ✓', 4)).replace(/^\$2[ab]\$/, prefix);
    const pool = new BcryptPool();
    expect(await pool.compare('pw-Ünïcode ✓', made)).toBe(true);
    expect(await pool.compare('pw-Unicode ✓', made)).toBe(false);
  });

  it('answers false for a malformed hash instead of failing', async () => {
    const pool = new BcryptPool();
    for (const hash of ['', 'plain', '$2y$04$short', '$1$abc$def', `$2y$04$${'!'.repeat(53)}`]) {
      expect(await pool.compare('x', hash)).toBe(false);
    }
  });

  it('runs at most `concurrency` checks at once and queues the rest in order', async () => {
    const pool = new BcryptPool(1, 10);
    const hash = await bcryptjs.hash('pw', 4);
    const checks = [pool.compare('pw', hash), pool.compare('no', hash), pool.compare('pw', hash)];
    expect(pool.load).toEqual({ running: 1, queued: 2 });
    expect(await Promise.all(checks)).toEqual([true, false, true]);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  });

  it('refuses checks beyond its queue with a 503 instead of piling them up', async () => {
    const pool = new BcryptPool(1, 1);
    const hash = await bcryptjs.hash('pw', 4);
    const first = pool.compare('pw', hash);
    const second = pool.compare('pw', hash);
    const third = pool.compare('pw', hash);
    await expect(third).rejects.toEqual(new HttpError(503, HASH_QUEUE_FULL_MESSAGE));
    await expect(third).rejects.toMatchObject({ statusCode: 503 });
    expect(await Promise.all([first, second])).toEqual([true, true]);
    // The queue drained: new checks are taken again.
    expect(await pool.compare('pw', hash)).toBe(true);
  });
});

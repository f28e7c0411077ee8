import { newRequestId, requestIdOf } from './request_id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('makes random version-4 UUIDs, all different across several refills of its pool', () => {
    const ids = Array.from({ length: 5000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is what a request without a usable x-opaque-id is named', () => {
    expect(requestIdOf(undefined)).toMatch(UUID_V4);
    expect(requestIdOf('bad\nid')).toMatch(UUID_V4);
    expect(requestIdOf('mine-1')).toBe('mine-1');
  });
});

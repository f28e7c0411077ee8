import { describe, expect, it } from '@jest/globals';
import type { OsdRequest } from '../../../../../../core/server';
import { relyingPartyOf } from './relying_party';

const request = (host?: string) => ({ headers: host === undefined ? {} : { host } }) as unknown as OsdRequest;
const unset = { rp_id: '', rp_name: 'Dashboards', origins: [] as string[] };

describe('the relying party of a request', () => {
  it("is the Host header's name and this server's scheme with that host when nothing is configured", () => {
    expect(relyingPartyOf(request('Dashboards.Example:5601'), unset, true)).toEqual({
      id: 'dashboards.example',
      name: 'Dashboards',
      origins: ['https://dashboards.example:5601'],
    });
    expect(relyingPartyOf(request('localhost:5601'), unset, false)?.origins).toEqual(['http://localhost:5601']);
  });

  it('is the configured RP id and origins (a proxy in front), whatever the Host header says', () => {
    const configured = { rp_id: 'example.com', rp_name: 'D', origins: ['https://dashboards.example.com/'] };
    expect(relyingPartyOf(request('10.0.0.5:5601'), configured, false)).toEqual({
      id: 'example.com',
      name: 'D',
      origins: ['https://dashboards.example.com'],
    });
  });

  it('is none for a missing or malformed Host header', () => {
    for (const host of [undefined, '', 'a b', 'evil.example/path', 'user@evil.example', 'x'.repeat(300)]) {
      expect(relyingPartyOf(request(host), unset, true)).toBeUndefined();
    }
  });
});

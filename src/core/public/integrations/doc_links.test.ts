import { describe, expect, it } from '@jest/globals';
import { DocLinksService } from './doc_links';

const start = (branch: string) => new DocLinksService().start({ injectedMetadata: { getKibanaBranch: () => branch } });

describe('DocLinksService', () => {
  it('uses the build branch as the documentation version', () => {
    expect(start('2.x').DOC_LINK_VERSION).toBe('2.x');
  });

  it("falls back to 'latest' when the build has no branch", () => {
    expect(start('').DOC_LINK_VERSION).toBe('latest');
  });

  it('points at the OpenSearch website', () => {
    expect(start('main').OPENSEARCH_WEBSITE_URL).toBe('https://opensearch.org/');
  });

  it('links every security topic to a page of the latest documentation', () => {
    const { security } = start('main').links;
    for (const key of [
      'roles',
      'users',
      'tenants',
      'auditLogging',
      'authentication',
      'permissions',
      'backendConfiguration',
    ] as const) {
      expect(security[key]).toMatch(/^https:\/\/opensearch\.org\/docs\/latest\/security\/\S+$/);
    }
    expect(new Set(Object.values(security)).size).toBe(Object.values(security).length);
  });

  it('cannot be changed by a caller', () => {
    const links = start('main').links;
    expect(() => {
      (links.security as { roles: string }).roles = 'https://example.com';
    }).toThrow(TypeError);
  });
});

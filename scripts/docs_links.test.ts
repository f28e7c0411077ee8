/**
 * Issue 42 item 6: a broken relative link or anchor in README.md, CHANGELOG.md or docs/ fails the
 * build. Anchors follow GitHub's heading ids.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { brokenLinks, headingSlug, pageAnchors, pageLinks } from './docs_links';
import { documentationPages } from './docs_markdown';

const ROOT = resolve(__dirname, '..');

describe('documentation links', () => {
  it('every relative link and anchor of README.md, CHANGELOG.md and docs/ resolves', () => {
    const pages = documentationPages(ROOT);
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/rest-api.md', 'docs/upgrading.md'])
    );
    expect(brokenLinks(ROOT, pages)).toEqual([]);
  });

  it('names headings as GitHub does', () => {
    expect(headingSlug('The OpenSearch security REST API')).toBe('the-opensearch-security-rest-api');
    expect(headingSlug('Running as a service (systemd)')).toBe('running-as-a-service-systemd');
    expect(headingSlug('`npm run store -- backup`: a copy')).toBe('npm-run-store----backup-a-copy');
    expect(headingSlug('[Unreleased]')).toBe('unreleased');
    expect(headingSlug('[2.0.0] - 2026-11-24')).toBe('200---2026-11-24');
    expect(headingSlug('Über `server.ssl.*` & TLS_1.3')).toBe('über-serverssl--tls_13');
    expect(headingSlug('**Bold** and [a link](x.md)')).toBe('bold-and-a-link');
  });

  it('numbers repeated headings and reads HTML ids, never code', () => {
    const text = [
      '# Setup',
      'Intro',
      '',
      '## Setup',
      '',
      'Title',
      '=====',
      '<a id="here"></a>',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    expect([...pageAnchors(text)].sort()).toEqual(['here', 'setup', 'setup-1', 'title']);
  });

  it('finds inline links, images, reference definitions and href, not links inside code', () => {
    const page = {
      path: 'docs/a.md',
      text: [
        'See [b](b.md#part "title") and ![shot](img/s.png), `[no](code.md)`.',
        '[ref]: ../README.md#top',
        '<a href="c.md">c</a>',
        '```',
        '[no](fenced.md)',
        '```',
      ].join('\n'),
    };
    expect(pageLinks(page).map((l) => `${l.line} ${l.target}`)).toEqual([
      '1 b.md#part',
      '1 img/s.png',
      '2 ../README.md#top',
      '3 c.md',
    ]);
  });

  it('reports a missing file, a missing anchor and a link out of the repository', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    try {
      mkdirSync(join(dir, 'docs'));
      writeFileSync(join(dir, 'README.md'), '# Top\n\n[ok](docs/b.md#second-part) [self](#top) [dir](docs/)\n');
      writeFileSync(
        join(dir, 'docs', 'b.md'),
        '# B\n\n## Second part\n\n[gone](missing.md) [bad](../README.md#nowhere) [out](../../x.md) [web](https://example.com/#x)\n'
      );
      expect(brokenLinks(dir, documentationPages(dir))).toEqual([
        'docs/b.md:5 missing.md (missing.md does not exist)',
        'docs/b.md:5 ../README.md#nowhere (#nowhere is no heading or id of README.md)',
        'docs/b.md:5 ../../x.md (../../x.md leaves the repository)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

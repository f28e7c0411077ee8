/**
 * CHANGELOG.md keeps the Keep a Changelog shape, and its newest release is the version package.json
 * declares (which /api/status and the help menu show): a version bump without its entry, or an
 * entry without the bump, fails.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'fs';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '..');
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

interface Release {
  version: string;
  date?: string;
  kinds: string[];
  entries: number;
}

/** The `## [x.y.z] - date` sections, with their `###` kinds and how many `- ` entries each holds. */
function releasesOf(text: string): Release[] {
  const releases: Release[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## \[([^\]]+)\](?: - (\S+))?\s*$/.exec(line);
    if (heading) {
      releases.push({ version: heading[1], date: heading[2], kinds: [], entries: 0 });
      continue;
    }
    const current = releases[releases.length - 1];
    if (!current) continue;
    const kind = /^### (.+)$/.exec(line);
    if (kind) current.kinds.push(kind[1].trim());
    if (/^- \S/.test(line)) current.entries += 1;
  }
  return releases;
}

const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe('CHANGELOG.md', () => {
  const text = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  const releases = releasesOf(text);
  const released = releases.filter((r) => r.version !== 'Unreleased');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

  it('starts with an Unreleased section, then releases newest first with ISO dates', () => {
    expect(releases[0]?.version).toBe('Unreleased');
    expect(released.length).toBeGreaterThanOrEqual(2);
    for (const r of released) {
      expect(r.version).toMatch(SEMVER);
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (let i = 1; i < released.length; i++) {
      expect(compare(released[i - 1].version, released[i].version)).toBeGreaterThan(0);
      expect(released[i - 1].date! >= released[i].date!).toBe(true);
    }
  });

  it("names package.json's version as its newest release", () => {
    expect(released[0].version).toBe(pkg.version);
  });

  it('groups every release under the six kinds, each with entries', () => {
    for (const r of released) {
      expect(r.kinds.length).toBeGreaterThan(0);
      expect(r.kinds.filter((k) => !KINDS.includes(k))).toEqual([]);
      expect(r.entries).toBeGreaterThan(0);
    }
    expect(released[0].kinds).toEqual(expect.arrayContaining(['Added']));
  });

  it('reads the sections it checks (the parser, on a small changelog)', () => {
    const sample = [
      '# Changelog',
      '## [Unreleased]',
      '## [1.1.0] - 2030-01-02',
      '### Added',
      '- a',
      '- b',
      '### Fixed',
      '- c',
    ];
    expect(releasesOf(sample.join('\n'))).toEqual([
      { version: 'Unreleased', date: undefined, kinds: [], entries: 0 },
      { version: '1.1.0', date: '2030-01-02', kinds: ['Added', 'Fixed'], entries: 3 },
    ]);
  });
});

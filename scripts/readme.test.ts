/**
 * Issue 69 item 13: the README's first start and quick tour say what a newcomer sees: the first
 * start's output as the server prints it, the row a new role's tenant step must add first, the roles "View roles and identities" lists for a new
 * user, and a Node.js for `npm ci` that the dependencies accept without EBADENGINE warnings.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'fs';
import { join, resolve } from 'path';
import { satisfies } from 'semver';
import { parse } from 'yaml';
import { frameNotice } from '../src/core/server/operator_notices';
import { generatedPasswordBlock } from '../src/plugins/security/server/auth/admin_password';

const ROOT = resolve(__dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DEFAULT_CONFIG = join(ROOT, 'src', 'plugins', 'security', 'server', 'backend', 'embedded', 'default_config');

/** The fenced block right after the paragraph about the first start. */
function firstStartSample(): string {
  const from = README.indexOf('The first start builds');
  const block = /```\n([\s\S]*?)```/.exec(README.slice(from));
  if (from < 0 || !block) throw new Error('README.md has no first-start sample');
  return block[1].trimEnd();
}

describe('README.md', () => {
  it("shows the first start's output as the server prints it: the ready line, then the framed password", () => {
    const sample = firstStartSample();
    const [ready, ...frame] = sample.split('\n');
    expect(ready).toBe('Server running at http://localhost:5601');
    const password = /Password: {2}(\S+)/.exec(sample)?.[1] ?? '';
    expect(password).toHaveLength(24);
    expect(frame.join('\n')).toBe(frameNotice(generatedPasswordBlock(password), 'http://localhost:5601'));
  });

  it("the quick tour's tenant step first adds the tenant permission row a new role does not have", () => {
    // A new role's form has no tenant row (role_form_state.ts, tested in role_edit.test.tsx): the
    // panel's add button comes first.
    const catalog = JSON.parse(
      readFileSync(
        join(ROOT, 'src/plugins/security/public/apps/configuration/panels/roles/role_edit/messages.json'),
        'utf8'
      )
    ) as Record<string, { id: string; defaultMessage: string }>;
    // The button's English text: the defaultMessage of its message in the role editor's catalog.
    const add = Object.values(catalog).find(({ id }) => id === 'security.roles.edit.tenant.addButton')?.defaultMessage;
    expect(add).toBeDefined();
    const step = /\n4\. [\s\S]*?\n(?=\d+\. )/.exec(README)?.[0] ?? '';
    expect(step.replace(/\s+/g, ' ')).toContain(`click **${add}**, choose the tenant`);
  });

  it('the quick tour names every role a new user holds: the one made in the tour and those mapped to every user', () => {
    const mapping = parse(readFileSync(join(DEFAULT_CONFIG, 'roles_mapping.yml'), 'utf8')) as Record<
      string,
      { users?: string[] }
    >;
    const everyUser = Object.entries(mapping)
      .filter(([name, entry]) => name !== '_meta' && entry.users?.includes('*'))
      .map(([name]) => name);
    expect(everyUser.length).toBeGreaterThan(0);
    const step = /\n9\. [\s\S]*?\n(?=\d+\. )/.exec(README)?.[0] ?? '';
    expect(step).toContain('View roles and identities');
    for (const role of ['readers', ...everyUser])
      expect({ role, named: step.includes(`\`${role}\``) }).toEqual({ role, named: true });
  });

  it("asks for a Node.js for npm ci that package.json's engines accept (no EBADENGINE warning)", () => {
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    const sentence = /`npm ci` needs ([^;]*);/.exec(README)?.[1] ?? '';
    const versions = [...sentence.matchAll(/(?:Node\.js |, or )(\d+)(?:\.(\d+))?/g)].map(
      ([, major, minor]) => `${major}.${minor ?? 0}.0`
    );
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions)
      expect({ version, accepted: satisfies(version, engines) }).toEqual({ version, accepted: true });
  });
});

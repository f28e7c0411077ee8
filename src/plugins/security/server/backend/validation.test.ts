import { describe, expect, it } from '@jest/globals';
import { TEXT_INPUT_MAX_LENGTH } from '../../common/constants';
import { checkApiBody, checkFileEntry, formatProblems } from './validation';

const AT_LIMIT = 'x'.repeat(TEXT_INPUT_MAX_LENGTH);
const OVER = 'y'.repeat(TEXT_INPUT_MAX_LENGTH + 1);
const LIMIT = `must NOT have more than ${TEXT_INPUT_MAX_LENGTH} characters`;

describe('the free-text limit of an API body', () => {
  it.each([
    ['roles', `[description] ${LIMIT}`, { description: OVER }],
    ['tenants', `[description] ${LIMIT}`, { description: OVER }],
    ['actiongroups', `[description] ${LIMIT}`, { description: OVER }],
    ['internalusers', `[attributes.team] ${LIMIT}`, { attributes: { team: OVER } }],
    ['internalusers', `[attributes] key '${'y'.repeat(20)}…' ${LIMIT}`, { attributes: { [OVER]: 'x' } }],
    ['internalusers', `[backend_roles[1]] ${LIMIT}`, { backend_roles: ['a', OVER] }],
    ['internalusers', `[opendistro_security_roles[0]] ${LIMIT}`, { opendistro_security_roles: [OVER] }],
    ['rolesmapping', `[users[0]] ${LIMIT}`, { users: [OVER] }],
    ['rolesmapping', `[hosts[0]] ${LIMIT}`, { hosts: [OVER] }],
    ['rolesmapping', `[and_backend_roles[0]] ${LIMIT}`, { and_backend_roles: [OVER] }],
  ] as const)('refuses 257 characters in %s: "%s"', (kind, message, body) => {
    expect(formatProblems(checkApiBody[kind](body))).toBe(message);
  });

  it('takes 256 characters, counted as code points', () => {
    const astral = '😀'.repeat(TEXT_INPUT_MAX_LENGTH);
    expect(
      checkApiBody.internalusers({ description: astral, attributes: { [AT_LIMIT]: astral }, backend_roles: [AT_LIMIT] })
    ).toEqual([]);
    expect(checkApiBody.rolesmapping({ users: [AT_LIMIT], hosts: [AT_LIMIT], description: AT_LIMIT })).toEqual([]);
  });

  it('leaves permissions, patterns and DLS queries alone: they are not names and are often longer', () => {
    const long = 'z'.repeat(2000);
    expect(
      checkApiBody.roles({
        cluster_permissions: [long],
        index_permissions: [{ index_patterns: [long], dls: long, fls: [long], masked_fields: [long] }],
        tenant_permissions: [{ tenant_patterns: [long] }],
      })
    ).toEqual([]);
  });

  it('says every field over the limit at once', () => {
    expect(checkApiBody.rolesmapping({ users: [OVER], hosts: [OVER] })).toHaveLength(2);
  });
});

describe('a configuration file entry', () => {
  it('keeps text written before the limit, so stored entries and backups still load', () => {
    expect(
      checkFileEntry.internalusers({ description: OVER, attributes: { [OVER]: OVER }, backend_roles: [OVER] })
    ).toEqual([]);
    expect(checkFileEntry.rolesmapping({ users: [OVER], hosts: [OVER], description: OVER })).toEqual([]);
  });
});

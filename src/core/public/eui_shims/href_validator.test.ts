import { describe, expect, it, jest } from '@jest/globals';
// EUI's own check (on url-parse), which the shell's build swaps for the shim.
import { validateHref as euiValidateHref } from '@elastic/eui/src/services/security/href_validator';

const { validateHref } = jest.requireActual<{ validateHref: (href: string) => boolean }>('./href_validator.js');

const SAFE = [
  'https://opensearch.org/docs',
  'http://localhost:5601/app/home#/',
  '/app/security-dashboards-plugin#/users',
  'app/home',
  '#/roles',
  '?tenant=global',
  '',
  'mailto:admin@example.com',
  'data:text/plain,hello',
  '//example.com/path',
];
// The spellings browsers still follow as a script: case, whitespace and control characters
// around the scheme, tabs and newlines inside it.
const SCRIPT = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\r:alert(1)',
  'JAVASCRIPT:void(0)',
];

describe("the shell's href check (eui_shims/href_validator.js)", () => {
  it.each(SAFE)('lets %j through, as EUI does', (href) => {
    expect(validateHref(href)).toBe(true);
    expect(euiValidateHref(href)).toBe(true);
  });

  it.each(SCRIPT)('refuses %j, as EUI does', (href) => {
    expect(validateHref(href)).toBe(false);
    expect(euiValidateHref(href)).toBe(false);
  });

  it('refuses a script scheme even where the URL parser gives up', () => {
    // An href no base can resolve: the fallback still reads the scheme.
    expect(validateHref('javascript://[::1')).toBe(false);
    expect(validateHref('http://[::1')).toBe(true);
  });
});

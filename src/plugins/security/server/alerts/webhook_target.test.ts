import { describe, expect, it } from '@jest/globals';
import { addressAllowed, webhookUrlProblem } from './webhook_target';

const DEFAULT = { allowedHosts: [] };

describe('webhook targets', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[0:0:0:0:0:ffff:169.254.169.254]/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.0.1:9200/_plugins/_security/api/internalusers',
    'http://[::1]/',
    'http://[::]/',
    'http://0.0.0.0/',
    'http://10.0.0.5/hook',
    'http://172.16.3.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://localhost:5601/',
    'http://api.localhost/',
    'http://LOCALHOST./',
  ])('refuses %s by default, naming the key that allows it', (url) => {
    expect(webhookUrlProblem(url, DEFAULT)).toMatch(/opensearch_security\.alerts\.webhook\.allowed_hosts\.$/);
  });

  it('refuses credentials in the URL and other schemes', () => {
    expect(webhookUrlProblem('https://user:pass@hooks.example.com/', DEFAULT)).toBe(
      'must not hold a user name or password (send the secret instead).'
    );
    expect(webhookUrlProblem('ftp://hooks.example.com/', DEFAULT)).toBe('must be an http or https URL.');
    expect(webhookUrlProblem('file:///etc/passwd', DEFAULT)).toBe('must be an http or https URL.');
  });

  it('accepts public addresses and names (names are checked again at every delivery)', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', DEFAULT)).toBeNull();
    expect(webhookUrlProblem('http://93.184.216.34/', DEFAULT)).toBeNull();
    expect(webhookUrlProblem('http://[2606:2800:220:1::]/', DEFAULT)).toBeNull();
  });

  it('lets listed names, CIDRs and * through', () => {
    expect(webhookUrlProblem('http://10.0.0.5/hook', { allowedHosts: ['10.0.0.0/8'] })).toBeNull();
    expect(webhookUrlProblem('http://localhost/', { allowedHosts: ['localhost'] })).toBeNull();
    expect(webhookUrlProblem('http://[::1]/', { allowedHosts: ['::1'] })).toBeNull();
    expect(webhookUrlProblem('http://169.254.169.254/', { allowedHosts: ['*'] })).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.6/', { allowedHosts: ['10.0.0.5/32'] })).not.toBeNull();
    expect(addressAllowed('::ffff:10.1.2.3', { allowedHosts: ['10.0.0.0/8'] })).toBe(true);
    expect(addressAllowed('::ffff:10.1.2.3', DEFAULT)).toBe(false);
  });
});

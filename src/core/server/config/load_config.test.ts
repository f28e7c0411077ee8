import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig, expandDottedKeys, parseWorkers } from './load_config';

function dirWith(yml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  writeFileSync(join(dir, 'my.yml'), yml);
  return dir;
}

describe('loadConfig', () => {
  it('reads dotted and nested keys alike', () => {
    const dir = dirWith(
      'server.port: 7000\nserver:\n  host: 0.0.0.0\nopensearch_security:\n  multitenancy.enabled: true\n'
    );
    const config = loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dir });
    expect(config.server.port).toBe(7000);
    expect(config.server.host).toBe('0.0.0.0');
    expect(config.raw).toMatchObject({ opensearch_security: { multitenancy: { enabled: true } } });
    expect(config.source).toBe(join(dir, 'my.yml'));
  });

  it("reads upstream's branding keys: applicationTitle, logo and mark per colour mode", () => {
    const dir = dirWith(
      [
        'opensearchDashboards.branding:',
        '  applicationTitle: Acme Analytics',
        '  logo:',
        '    defaultUrl: https://cdn.example.com/logo.svg',
        '    darkModeUrl: /ui/logo-dark.svg',
        '  mark.defaultUrl: /ui/mark.svg',
        '',
      ].join('\n')
    );
    const { branding } = loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dir });
    expect(branding).toEqual({
      productName: 'Acme Analytics',
      applicationTitle: 'Acme Analytics',
      logo: { defaultUrl: 'https://cdn.example.com/logo.svg', darkModeUrl: '/ui/logo-dark.svg' },
      mark: { defaultUrl: '/ui/mark.svg', darkModeUrl: undefined },
      logoUrl: 'https://cdn.example.com/logo.svg',
      smallLogoUrl: '/ui/mark.svg',
    });
  });

  it('branding defaults: the neutral product name and no images; an invalid image URL is ignored', () => {
    const dir = dirWith('opensearchDashboards.branding.logo.defaultUrl: "javascript:alert(1)"\n');
    const { branding } = loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dir });
    expect(branding.productName).toBe('OpenSearch Dashboards');
    expect(branding.logo.defaultUrl).toBeUndefined();
    expect(branding.logoUrl).toBeUndefined();
  });

  it('lets PORT, HOST and DATA_DIR override the file', () => {
    const dir = dirWith('server.port: 7000\npath.data: ./x\n');
    const config = loadConfig({
      env: { CONFIG: 'my.yml', PORT: '7100', HOST: '127.0.0.1', DATA_DIR: '/tmp/d' },
      cwd: dir,
    });
    expect(config.server).toMatchObject({ port: 7100, host: '127.0.0.1' });
    expect(config.path.data).toBe('/tmp/d');
  });

  it('has defaults without a file: port 5601 on localhost, no base path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ env: {}, cwd: dir });
    expect(config.server).toMatchObject({ port: 5601, host: 'localhost', basePath: '' });
    expect(config.path.data).toBe(join(dir, 'data'));
  });

  it('reads the server.ssl settings, paths resolved from the working directory', () => {
    const dir = dirWith(
      'server.ssl:\n  enabled: true\n  certificate: certs/server.crt\n  key: certs/server.key\n  certificateAuthorities: [certs/ca.pem]\n  clientAuthentication: optional\n'
    );
    const config = loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dir });
    const expected = {
      certificate: join(dir, 'certs', 'server.crt'),
      key: join(dir, 'certs', 'server.key'),
      certificateAuthorities: [join(dir, 'certs', 'ca.pem')],
      supportedProtocols: ['TLSv1.2', 'TLSv1.3'],
      cipherSuites: [],
      clientAuthentication: 'optional',
      redirectHttpFromPort: null,
    };
    expect(config.server.ssl).toEqual(expected);
    expect(config.server.strictTransportSecurity).toBe('max-age=31536000');
  });

  it('refuses a CONFIG file that does not exist', () => {
    expect(() => loadConfig({ env: { CONFIG: 'nope.yml' }, cwd: tmpdir() })).toThrow(/does not exist/);
  });

  it.each([
    ['server.port: 70000', /\[server.port\] must be a port number/],
    ['server.port: abc', /\[server.port\] must be a port number/],
    ['server.basePath: dash', /must start with a slash/],
    ['server.basePath: /dash/', /must not end with a slash/],
    ['server.basePath: "/da sh"', /may hold only/],
    ['server.rewriteBasePath: maybe', /must be true or false/],
    ['server.ssl.enabled: true', /\[server.ssl.certificate\] and \[server.ssl.key\] are required/],
    [
      'server.ssl: { enabled: true, certificate: a, key: b, clientAuthentication: sometimes }',
      /\[server.ssl.clientAuthentication\] must be "none", "optional" or "required"/,
    ],
    [
      'server.ssl: { enabled: true, certificate: a, key: b, clientAuthentication: required }',
      /\[server.ssl.certificateAuthorities\] is required when \[server.ssl.clientAuthentication\] is "required"/,
    ],
    [
      'server.ssl: { enabled: true, certificate: a, key: b, redirectHttpFromPort: 99999 }',
      /\[server.ssl.redirectHttpFromPort\] must be a port number/,
    ],
    ['csp.rules: nope', /must be a list of strings/],
    ['server.port: [', /Could not read/],
  ])('explains a bad value: %s', (yml, message) => {
    const dir = dirWith(yml);
    expect(() => loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dir })).toThrow(message);
  });

  describe('server.workers', () => {
    it('is 1 by default: one process', () => {
      expect(loadConfig({ env: {}, cwd: mkdtempSync(join(tmpdir(), 'cfg-')) }).server.workers).toBe(1);
    });

    it('takes a positive whole number from the file, as a number or a string', () => {
      expect(loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dirWith('server.workers: 3\n') }).server.workers).toBe(3);
      expect(loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dirWith('server:\n  workers: "2"\n') }).server.workers).toBe(
        2
      );
    });

    it('lets SERVER_WORKERS override the file', () => {
      const config = loadConfig({
        env: { CONFIG: 'my.yml', SERVER_WORKERS: '4' },
        cwd: dirWith('server.workers: 2\n'),
      });
      expect(config.server.workers).toBe(4);
    });

    it('"auto" means one process per CPU core', () => {
      expect(parseWorkers('auto', 'server.workers', () => 6)).toBe(6);
      expect(parseWorkers('AUTO', 'server.workers', () => 0)).toBe(1);
      const config = loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dirWith('server.workers: auto\n') });
      expect(config.server.workers).toBeGreaterThanOrEqual(1);
    });

    it.each(['0', '-1', 'many', '1.5', '[2]', 'true'])(
      'stops start-up on server.workers: %s, naming the key',
      (value) => {
        expect(() => loadConfig({ env: { CONFIG: 'my.yml' }, cwd: dirWith(`server.workers: ${value}\n`) })).toThrow(
          /^\[server\.workers\] must be a positive whole number of processes or "auto"/
        );
      }
    );

    it('stops start-up on a bad SERVER_WORKERS too', () => {
      expect(() => loadConfig({ env: { SERVER_WORKERS: 'many' }, cwd: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(
        '[server.workers] must be a positive whole number of processes or "auto" (one per CPU core), got "many".'
      );
    });
  });

  it('expands dotted keys into nested maps and merges siblings', () => {
    expect(expandDottedKeys({ 'a.b': 1, a: { c: 2 }, 'a.d.e': 3 })).toEqual({ a: { b: 1, c: 2, d: { e: 3 } } });
  });
});

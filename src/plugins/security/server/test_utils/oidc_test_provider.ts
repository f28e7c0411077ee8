/** Starts oidc_provider.mjs (a real oidc-provider) on a loopback port, for jest and Playwright. */
import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';

export interface OidcTestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  grant_types?: string[];
  response_types?: string[];
}

export interface OidcTestProviderOptions {
  clients: OidcTestClient[];
  /** Accounts by login, with their claims (`sub` is the login). */
  accounts: Record<string, Record<string, unknown>>;
  idTokenTtl?: number;
  port?: number;
  /** Serve https with this key and certificate. */
  tls?: { key: string; cert: string };
}

export interface OidcTestProvider {
  issuer: string;
  /** `{issuer}/.well-known/openid-configuration`, the connect_url. */
  connectUrl: string;
  stop(): Promise<void>;
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc_provider.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_TEST_CONFIG: JSON.stringify({
        clients: options.clients.map((c) => ({
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          ...c,
        })),
        accounts: options.accounts,
        idTokenTtl: options.idTokenTtl,
        port: options.port,
        tls: options.tls,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /READY (\S+)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the OpenID test provider exited (${code}): ${stderr}`)));
  });
  return {
    issuer,
    connectUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

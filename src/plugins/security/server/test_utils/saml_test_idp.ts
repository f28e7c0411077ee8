/** Starts saml_idp.mjs (a real samlify SAML IdP) on a loopback port, for jest and Playwright. */
import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';

export interface SamlTestIdpOptions {
  spEntityId: string;
  /** The server's ACS and IdP-initiated ACS URLs, and where a single logout comes back to. */
  acsUrl: string;
  idpInitiatedAcsUrl: string;
  sloReturnUrl: string;
  /** Users by NameID, with their attributes (a list is sent as several values). */
  users: Record<string, Record<string, string | string[]>>;
  defaultUser: string;
  /** The SP's certificate (PEM): the IdP then refuses AuthnRequests without the SP's signature. */
  spSigningCert?: string;
  port?: number;
}

/** How the IdP makes its next response (once). */
export interface SamlNextResponse {
  user?: string;
  unsigned?: boolean;
  /** Signed by another key than the one in the metadata. */
  otherKey?: boolean;
  /** The whole response signed instead of the assertion. */
  signResponse?: boolean;
  audience?: string;
  inResponseTo?: string;
  expired?: boolean;
}

export interface SamlTestIdpLog {
  authnRequests: Array<{ id: string; issuer: string; relayState?: string }>;
  logoutRequests: Array<{ id: string; nameID: string; sessionIndex?: string }>;
  responses: Array<Record<string, unknown>>;
}

export interface SamlTestIdp {
  origin: string;
  /** Its metadata URL, which is also its entity id. */
  metadataUrl: string;
  entityId: string;
  next(how: SamlNextResponse): Promise<void>;
  log(): Promise<SamlTestIdpLog>;
  stop(): Promise<void>;
}

export async function startSamlTestIdp(options: SamlTestIdpOptions): Promise<SamlTestIdp> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'saml_idp.mjs')], {
    env: { ...process.env, NODE_ENV: 'test', SAML_TEST_CONFIG: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /READY (\S+)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the SAML test IdP exited (${code}): ${stderr}`)));
  });
  return {
    origin,
    metadataUrl: `${origin}/metadata`,
    entityId: `${origin}/metadata`,
    async next(how) {
      const res = await fetch(`${origin}/test/next`, { method: 'POST', body: JSON.stringify(how) });
      if (res.status !== 204) throw new Error(`the SAML test IdP refused /test/next: ${res.status}`);
    },
    async log() {
      return (await (await fetch(`${origin}/test/log`)).json()) as SamlTestIdpLog;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

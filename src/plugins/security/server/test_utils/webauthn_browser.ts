/**
 * Security key tests with Chromium's virtual authenticator (CDP WebAuthn) as the key: the pages
 * run `navigator.credentials`, the test posts what they produced over HTTP (as a replaying
 * attacker would). WebAuthn needs a domain in a secure context, so the server is reached at
 * localhost rather than 127.0.0.1.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { WebAuthnAssertion } from '../../common/schemas/webauthn';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** A platform authenticator that holds passkeys, verifies its user and answers at once. */
export const VIRTUAL_AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

/** The server's URL at localhost (its RP id and origin then come from that Host header). */
export const localhostUrl = (url: string) => url.replace('127.0.0.1', 'localhost');

export interface Answer {
  status: number;
  body: any;
  /** "name=value" of the session cookie the answer set. */
  cookie?: string;
  /** "name=value" of the pending-login cookie (password right, factor owed) the answer set. */
  pendingCookie?: string;
}

/** A call from outside the browser to `origin`, with the cookie given (and none kept). */
export async function callAt(
  origin: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {}
): Promise<Answer> {
  const headers: Record<string, string> = { 'osd-xsrf': 'true' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const cookie = set.find((c) => /^security_authentication=./.test(c));
  const pendingCookie = set.find((c) => /^security_authentication_mfa=./.test(c));
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    ...(cookie ? { cookie } : {}),
    ...(pendingCookie ? { pendingCookie } : {}),
  };
}

/** A page of the server with its own virtual platform authenticator (resident keys, user verification). */
export async function pageWithAuthenticator(
  browser: Browser,
  origin: string
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/api/status`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', { options: VIRTUAL_AUTHENTICATOR });
  return { context, page };
}

/** In the page: a call to the server with its cookies (the browser's session). */
export function pageCall(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'osd-xsrf': 'true', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body }
  );
}

/** In the page: `navigator.credentials.create()` with the server's options, answered as JSON. */
export function createCredential(page: Page, options: unknown): Promise<unknown> {
  return page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as PublicKeyCredentialCreationOptionsJSON);
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    return credential.toJSON();
  }, options);
}

/** In the page: `navigator.credentials.get()` with the server's options, answered as JSON. */
export function getAssertion(page: Page, options: unknown): Promise<WebAuthnAssertion> {
  return page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json as PublicKeyCredentialRequestOptionsJSON);
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    return credential.toJSON();
  }, options) as Promise<WebAuthnAssertion>;
}

/** Signs in through the page (its session cookie kept by the browser) and registers a key; the key's id. */
export async function registerKey(page: Page, username: string, password: string, name: string): Promise<string> {
  const login = await pageCall(page, 'POST', '/auth/login', { username, password });
  if (login.status !== 200 || login.body?.mfa_required) throw new Error(`login of ${username}: ${login.status}`);
  const options = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register/options');
  const response = await createCredential(page, options.body);
  const registered = await pageCall(page, 'POST', '/api/v1/account/mfa/webauthn/register', { name, response });
  if (registered.status !== 200) throw new Error(`registering ${name}: ${registered.status}`);
  return registered.body.id;
}

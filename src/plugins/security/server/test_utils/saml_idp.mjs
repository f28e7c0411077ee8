/**
 * A real SAML 2.0 identity provider (samlify, with the xmllint-wasm schema validator) on a
 * loopback port, for tests. Run as a child process: `node saml_idp.mjs` with SAML_TEST_CONFIG
 * holding JSON { port, spEntityId, acsUrl, idpInitiatedAcsUrl, sloReturnUrl, users, defaultUser,
 * spSigningCert? } (with spSigningCert, AuthnRequests must be signed by the SP's key).
 * Prints `READY <origin>` once it listens.
 *
 * GET  /metadata           its metadata (SSO and SLO over HTTP-Redirect, the signing certificate)
 * GET  /sso                takes an AuthnRequest, logs the test user in at once and posts the
 *                          signed response to the ACS with an auto-submitting form
 * GET  /initiate?relayState=  an IdP-initiated login (no request answered)
 * GET  /slo                takes a LogoutRequest, answers with a LogoutResponse (redirect)
 * POST /test/next          JSON: how the next response is made (user, unsigned, otherKey,
 *                          signResponse, audience, inResponseTo, expired)
 * GET  /test/log           JSON: the requests it received
 * The key pair and certificate are made at start (openssl, self-signed): test-only.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import samlify from 'samlify';
import * as validator from '@authenio/samlify-xmllint-wasm';

const options = JSON.parse(process.env.SAML_TEST_CONFIG ?? '{}');
samlify.setSchemaValidator(validator);

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

function keyPair(name) {
  const dir = mkdtempSync(join(tmpdir(), 'saml-test-idp-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        `/CN=${name}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' }
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = createServer();
await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const entityId = `${origin}/metadata`;

const makeIdp = (pair) =>
  samlify.IdentityProvider({
    entityID: entityId,
    signingCert: pair.cert,
    privateKey: pair.key,
    nameIDFormat: [UNSPECIFIED],
    singleSignOnService: [{ Binding: REDIRECT, Location: `${origin}/sso` }],
    singleLogoutService: [{ Binding: REDIRECT, Location: `${origin}/slo` }],
    // With the SP's certificate given, AuthnRequests must carry its signature.
    wantAuthnRequestsSigned: Boolean(options.spSigningCert),
    wantLogoutRequestSigned: false,
  });
const idp = makeIdp(keyPair('test-only saml idp'));
// Same entity, another key: what a forger without the IdP's key can sign with.
const forger = makeIdp(keyPair('test-only forger'));
const makeSp = (wantAssertionsSigned) =>
  samlify.ServiceProvider({
    entityID: options.spEntityId,
    ...(options.spSigningCert ? { signingCert: options.spSigningCert, authnRequestsSigned: true } : {}),
    wantAssertionsSigned,
    wantMessageSigned: !wantAssertionsSigned,
    assertionConsumerService: [{ Binding: POST, Location: options.acsUrl }],
    singleLogoutService: [{ Binding: REDIRECT, Location: options.sloReturnUrl }],
  });
const sp = makeSp(true);
const spSigningResponses = makeSp(false);

let next = {};
const log = { authnRequests: [], logoutRequests: [], responses: [] };

const escapeXml = (value) =>
  String(value).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]
  );

/** The response XML (this IdP's own template; samlify signs it). */
function responseXml({ user, inResponseTo, destination, audience, expired }) {
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  const notBefore = expired ? now - 20 * 60_000 : now - 1000;
  const notOnOrAfter = expired ? now - 10 * 60_000 : now + 5 * 60_000;
  const issued = expired ? notBefore : now;
  const irt = inResponseTo ? ` InResponseTo="${escapeXml(inResponseTo)}"` : '';
  const attributes = Object.entries(options.users[user] ?? {})
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((v) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(v)}</saml:AttributeValue>`)
        .join('');
      return `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values}</saml:Attribute>`;
    })
    .join('');
  const id = `_${randomBytes(16).toString('hex')}`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(issued)}" Destination="${escapeXml(destination)}"${irt}>` +
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(issued)}">` +
    `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${UNSPECIFIED}">${escapeXml(user)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${escapeXml(destination)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(issued)}" SessionIndex="_session_${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`;
  return { id, xml };
}

/** A signed (or, when asked, unsigned or wrongly signed) base64 response for the next login. */
async function makeResponse(requestId, destination) {
  const how = next;
  next = {};
  const user = how.user ?? options.defaultUser;
  const built = responseXml({
    user,
    inResponseTo: how.inResponseTo ?? requestId,
    destination,
    audience: how.audience ?? options.spEntityId,
    expired: how.expired,
  });
  log.responses.push({ user, requestId, destination, ...how });
  if (how.unsigned) return Buffer.from(built.xml).toString('base64');
  const signer = how.otherKey ? forger : idp;
  const target = how.signResponse ? spSigningResponses : sp;
  const result = await signer.createLoginResponse(
    target,
    {},
    'post',
    {},
    {
      customTagReplacement: () => ({ id: built.id, context: built.xml }),
    }
  );
  return result.context;
}

function autoPostForm(action, fields) {
  const inputs = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}"/>`)
    .join('');
  return `<!DOCTYPE html><html><head><title>Test IdP</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
}

/** What a redirect-binding signature covers: the query as sent, without the Signature itself. */
function signedPart(url) {
  return url.search
    .slice(1)
    .split('&')
    .filter((part) => !part.startsWith('Signature='))
    .join('&');
}

function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

server.on('request', async (req, res) => {
  const url = new URL(req.url, origin);
  const query = Object.fromEntries(url.searchParams);
  try {
    if (req.method === 'GET' && url.pathname === '/metadata') {
      return send(res, 200, 'application/samlmetadata+xml', idp.getMetadata());
    }
    if (req.method === 'GET' && url.pathname === '/sso') {
      const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: signedPart(url) });
      const requestId = parsed.extract.request.id;
      log.authnRequests.push({ id: requestId, issuer: parsed.extract.issuer, relayState: query.RelayState });
      const samlResponse = await makeResponse(requestId, options.acsUrl);
      return send(
        res,
        200,
        'text/html',
        autoPostForm(options.acsUrl, { SAMLResponse: samlResponse, RelayState: query.RelayState })
      );
    }
    if (req.method === 'GET' && url.pathname === '/initiate') {
      const samlResponse = await makeResponse(undefined, options.idpInitiatedAcsUrl);
      return send(
        res,
        200,
        'text/html',
        autoPostForm(options.idpInitiatedAcsUrl, { SAMLResponse: samlResponse, RelayState: query.relayState })
      );
    }
    if (req.method === 'GET' && url.pathname === '/slo') {
      const parsed = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString: signedPart(url) });
      log.logoutRequests.push({
        id: parsed.extract.request.id,
        nameID: parsed.extract.nameID,
        sessionIndex: parsed.extract.sessionIndex,
      });
      const answer = idp.createLogoutResponse(sp, parsed, 'redirect', query.RelayState ?? '');
      return send(res, 302, 'text/plain', '', { location: answer.context });
    }
    if (req.method === 'POST' && url.pathname === '/test/next') {
      let body = '';
      for await (const chunk of req) body += chunk;
      next = JSON.parse(body || '{}');
      return send(res, 204, 'text/plain', '');
    }
    if (req.method === 'GET' && url.pathname === '/test/log') {
      return send(res, 200, 'application/json', JSON.stringify(log));
    }
    return send(res, 404, 'text/plain', 'Not found');
  } catch (error) {
    process.stderr.write(`test IdP: ${error?.stack ?? error}\n`);
    return send(res, 400, 'text/plain', `The test IdP refused the request: ${error?.message ?? error}`);
  }
});
process.stdout.write(`READY ${origin}\n`);

/**
 * The WebAuthn ceremonies, on @simplewebauthn/server: options handed out with a single-use
 * challenge, registrations and assertions verified against it (origin, RP id, user verification,
 * signature, counter). Routes and the second-factor adapter share this one verifier.
 */
import { randomBytes } from 'crypto';
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { HttpError, type OsdRequest } from '../../../../../../core/server';
import type { WebAuthnAssertion, WebAuthnAttestation, WebAuthnKey } from '../../../../common/schemas/webauthn';
import type { ChallengeData, ChallengePurpose, WebAuthnChallengeStore } from './challenge_store';
import type { StoredCredential, WebAuthnCredentialStore } from './credential_store';
import { relyingPartyOf, type RelyingParty } from './relying_party';
import type { WebAuthnFailure, WebAuthnSettings } from './types';

export const NO_RELYING_PARTY_MESSAGE =
  "Security keys need the server's host name: set opensearch_security.mfa.webauthn.rp_id or send a Host header.";
export const REGISTRATION_REFUSED_MESSAGE = 'The security key could not be registered. Try again.';
export const KEY_ALREADY_REGISTERED_MESSAGE = 'This security key is registered already.';

export interface WebAuthnCeremoniesDeps {
  settings: WebAuthnSettings;
  credentials: () => WebAuthnCredentialStore;
  challenges: () => WebAuthnChallengeStore;
  /** Core serves HTTPS itself: the origin a request's page has is https. */
  tls: boolean;
}

export type AssertionResult =
  | { ok: true; credential: StoredCredential; userVerified: boolean }
  | { ok: false; reason: WebAuthnFailure; username: string | null };

/** The fields of clientDataJSON read before verifying (the library checks them all again). */
function clientData(encoded: string): { challenge?: string; origin?: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    const { challenge, origin } = parsed as Record<string, unknown>;
    return {
      ...(typeof challenge === 'string' ? { challenge } : {}),
      ...(typeof origin === 'string' ? { origin } : {}),
    };
  } catch {
    return {};
  }
}

/** What the library checks an answer against: the challenge handed out, for the relying party it named. */
function expectedFor(challenge: string, rp: ChallengeData['rp']) {
  return { expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id };
}

/** The signature counter of authenticator data (big-endian, after the RP id hash and the flags). */
export function signCountOf(authenticatorData: string): number | undefined {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : undefined;
}

/**
 * @simplewebauthn/server is loaded by the first ceremony: with its certificate and ASN.1 libraries
 * it is about 300 modules, resident for the server's life, and most servers never see a security key.
 */
function webauthn(): typeof SimpleWebAuthn {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use
  return require('@simplewebauthn/server') as typeof SimpleWebAuthn;
}

export class WebAuthnCeremonies {
  constructor(private readonly deps: WebAuthnCeremoniesDeps) {}

  get settings(): WebAuthnSettings {
    return this.deps.settings;
  }

  relyingParty(request?: OsdRequest): RelyingParty {
    const { settings, tls } = this.deps;
    const rp = request
      ? relyingPartyOf(request, settings, tls)
      : settings.rp_id && settings.origins.length
        ? { id: settings.rp_id, name: settings.rp_name, origins: settings.origins }
        : undefined;
    if (!rp) throw new HttpError(400, NO_RELYING_PARTY_MESSAGE);
    return rp;
  }

  /** Options for `navigator.credentials.create()`: the user's keys excluded, a discoverable one preferred. */
  async registrationOptions(request: OsdRequest, username: string): Promise<Record<string, unknown>> {
    const rp = this.relyingParty(request);
    const existing = await this.deps.credentials().forUser(username);
    // One handle per user: a passkey sign-in finds the user by it, and it says nothing about them.
    const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
    const options = await webauthn().generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: username,
      userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
      timeout: this.deps.settings.timeout_seconds * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: this.deps.settings.user_verification },
    });
    await this.deps.challenges().save(options.challenge, 'register', username, { rp, userHandle });
    return options as unknown as Record<string, unknown>;
  }

  /** Verifies the authenticator's answer to this user's registration challenge and stores the key. */
  async register(username: string, name: string, response: WebAuthnAttestation): Promise<WebAuthnKey> {
    const { challenge } = clientData(response.response.clientDataJSON);
    const data = challenge ? await this.deps.challenges().take(challenge, 'register', username) : undefined;
    if (!data?.userHandle) throw new HttpError(400, REGISTRATION_REFUSED_MESSAGE, { reason: 'challenge_unknown' });
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await webauthn().verifyRegistrationResponse({
        response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        ...expectedFor(challenge!, data.rp),
        requireUserVerification: this.deps.settings.user_verification === 'required',
      });
    } catch {
      throw new HttpError(400, REGISTRATION_REFUSED_MESSAGE, { reason: 'attestation_invalid' });
    }
    if (!verified.verified) throw new HttpError(400, REGISTRATION_REFUSED_MESSAGE, { reason: 'attestation_invalid' });
    const { credential } = verified.registrationInfo;
    const key = await this.deps.credentials().add({
      id: credential.id,
      username,
      name: name.trim(),
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      userHandle: data.userHandle,
    });
    if (!key) throw new HttpError(409, KEY_ALREADY_REGISTERED_MESSAGE);
    return key;
  }

  /**
   * Options for `navigator.credentials.get()`: a user's keys (second factor), or none named for a
   * passkey sign-in, where the authenticator offers its discoverable credentials.
   */
  async authenticationOptions(
    purpose: Exclude<ChallengePurpose, 'register'>,
    username: string | null,
    request?: OsdRequest
  ): Promise<Record<string, unknown>> {
    const rp = this.relyingParty(request);
    const keys = username ? await this.deps.credentials().forUser(username) : [];
    const options = await webauthn().generateAuthenticationOptions({
      rpID: rp.id,
      timeout: this.deps.settings.timeout_seconds * 1000,
      userVerification: this.requiresVerification(purpose) ? 'required' : this.deps.settings.user_verification,
      ...(username ? { allowCredentials: keys.map(({ id, transports }) => ({ id, transports })) } : {}),
    });
    await this.deps.challenges().save(options.challenge, purpose, username, { rp: { id: rp.id, origins: rp.origins } });
    return options as unknown as Record<string, unknown>;
  }

  /**
   * Verifies an assertion: its challenge (taken, so a replay finds nothing), the key (this user's,
   * when one is named), origin, RP id, user verification, signature, and a counter that moved on
   * (recorded in the same step, so two uses of one counter value cannot both pass).
   */
  async verifyAssertion(
    purpose: Exclude<ChallengePurpose, 'register'>,
    username: string | null,
    response: WebAuthnAssertion,
    /** The challenge the caller handed out (a second factor's state): the answer must be to it. */
    expectedChallenge?: string
  ): Promise<AssertionResult> {
    const refused = (reason: WebAuthnFailure, who: string | null = username): AssertionResult => ({
      ok: false,
      reason,
      username: who,
    });
    // The key first: a refusal names its owner (a replayed passkey sign-in has no other name).
    const credential = await this.deps.credentials().byId(response.id);
    const owner = username ?? credential?.username ?? null;
    const { challenge, origin } = clientData(response.response.clientDataJSON);
    if (expectedChallenge !== undefined && challenge !== expectedChallenge) {
      // An answer to another challenge: the one handed out is spent all the same.
      await this.deps.challenges().take(expectedChallenge, purpose, username);
      return refused('challenge_unknown', owner);
    }
    const data = challenge ? await this.deps.challenges().take(challenge, purpose, username) : undefined;
    if (!data) return refused('challenge_unknown', owner);
    if (!credential || (username !== null && credential.username !== username)) return refused('credential_unknown');
    if (response.response.userHandle !== undefined && response.response.userHandle !== credential.userHandle) {
      return refused('credential_unknown', owner);
    }
    if (!origin || !data.rp.origins.includes(origin)) return refused('origin_mismatch', owner);
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      result = await webauthn().verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        ...expectedFor(challenge!, data.rp),
        credential: {
          id: credential.id,
          publicKey: new Uint8Array(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports,
        },
        requireUserVerification: this.requiresVerification(purpose),
      });
    } catch (error) {
      return refused(this.failureOf(error, credential, response), owner);
    }
    if (!result.verified) return refused('signature_invalid', owner);
    const { newCounter, userVerified } = result.authenticationInfo;
    if (!(await this.deps.credentials().used(credential.id, credential.counter, newCounter))) {
      return refused('counter_not_increased', owner);
    }
    return { ok: true, credential, userVerified };
  }

  /** A passkey alone must prove both factors: the authenticator verifies its user then, always. */
  private requiresVerification(purpose: Exclude<ChallengePurpose, 'register'>): boolean {
    return purpose === 'login' || this.deps.settings.user_verification === 'required';
  }

  /** Why the library refused: a counter that did not increase and a missing user verification are told apart. */
  private failureOf(error: unknown, credential: StoredCredential, response: WebAuthnAssertion): WebAuthnFailure {
    const counter = signCountOf(response.response.authenticatorData);
    if (counter !== undefined && (counter > 0 || credential.counter > 0) && counter <= credential.counter) {
      return 'counter_not_increased';
    }
    const message = error instanceof Error ? error.message : '';
    if (/RP ID/.test(message)) return 'rp_id_mismatch';
    return /user verification|user could not be verified/i.test(message) ? 'user_not_verified' : 'signature_invalid';
  }
}

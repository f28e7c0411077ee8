import type { PluginStore } from '../../../../../core/server';
import { TextSealer } from '../../session/text_sealer';
import type { SessionContext } from '../../session/types';
import { MfaStateStore } from './mfa_store';
import { RecoveryCodes } from './recovery_codes';
import { TotpFactor } from './totp_factor';
import type { MfaMethod, MfaTables, SecondFactor } from './types';

/** What the user answered the second step with: exactly one of a code or a security key's assertion. */
export type MfaAnswer = { code: string } | { webauthn: unknown };

/** The answer's verdict; a refusal names the method and why (for MFA_FAILED, never the answer). */
export type MfaVerdict = { ok: true } | { ok: false; method: 'code' | 'webauthn'; reason: string };

export interface MfaServiceDeps {
  /** The plugin's store (known once the plugin started). */
  store(): PluginStore<MfaTables>;
  /** TOTP secrets are sealed with a key derived from it. */
  cookieKey(): string;
  now(): number;
  config: { required_for_roles: readonly string[]; step_up_seconds: number };
}

interface Parts {
  totp: TotpFactor;
  recovery: RecoveryCodes;
  state: MfaStateStore;
}

/** The second factor of every password login: its methods, recovery codes, pending logins and step-up checks. */
export class MfaService {
  private parts?: Parts;
  private readonly others: SecondFactor[] = [];

  constructor(private readonly deps: MfaServiceDeps) {}

  /** Another method (WebAuthn) beside TOTP: asked at sign-in, for step-up, and reset with the rest. */
  registerFactor(factor: SecondFactor): void {
    this.others.push(factor);
  }

  get totp(): TotpFactor {
    return this.started().totp;
  }

  get recovery(): RecoveryCodes {
    return this.started().recovery;
  }

  get state(): MfaStateStore {
    return this.started().state;
  }

  get stepUpMs(): number {
    return this.deps.config.step_up_seconds * 1000;
  }

  /** The session (if the request has one) passed a factor check now: its step-up window starts. */
  async sessionChecked(session: SessionContext | undefined): Promise<void> {
    if (session) await this.state.checked(session, this.stepUpMs);
  }

  factors(): SecondFactor[] {
    return [this.totp, ...this.others];
  }

  /**
   * What a login that must enrol can set up at the login page: an authenticator app. Security
   * keys are registered from a session (the account menu), so they are not offered there.
   */
  loginEnrolmentMethods(): MfaMethod[] {
    return [this.totp.method];
  }

  /** The registered factor of a method (undefined: not on this server). */
  factor(method: MfaMethod): SecondFactor | undefined {
    return this.factors().find((factor) => factor.method === method);
  }

  /** The methods the user has enrolled. */
  async methods(username: string): Promise<MfaMethod[]> {
    const factors = this.factors();
    const enrolled = await Promise.all(factors.map((factor) => factor.enrolled(username)));
    return factors.filter((_, i) => enrolled[i]).map((factor) => factor.method);
  }

  /** Whether `mfa.required_for_roles` names any role. */
  requiredRolesConfigured(): boolean {
    return this.deps.config.required_for_roles.length > 0;
  }

  /** Whether `mfa.required_for_roles` names one of these roles. */
  requiredFor(roles: readonly string[]): boolean {
    const required = this.deps.config.required_for_roles;
    return required.length > 0 && roles.some((role) => required.includes(role));
  }

  /**
   * A code typed by the user: a TOTP code of their authenticator (not used before), or one of
   * their recovery codes (used up). The method that matched, or undefined.
   */
  async verifyCode(username: string, code: string): Promise<'totp' | 'recovery' | undefined> {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      return (await this.totp.verify(username, typed.replace(/\s/g, ''))) ? 'totp' : undefined;
    }
    return (await this.recovery.consume(username, typed)) ? 'recovery' : undefined;
  }

  /**
   * An answer at sign-in or for a step-up: a typed code (TOTP or recovery code), or a security
   * key's assertion checked against `state` (the challenge the pending login holds; none for a
   * step-up, where any unused challenge handed to this user counts). Why it was refused, if so.
   */
  async verifyAnswer(username: string, answer: MfaAnswer, state?: string): Promise<MfaVerdict> {
    if ('code' in answer) {
      return (await this.verifyCode(username, answer.code))
        ? { ok: true }
        : { ok: false, method: 'code', reason: 'invalid_code' };
    }
    const factor = this.factor('webauthn');
    let reason = 'disabled';
    const ok = !!factor && (await factor.verify(username, answer.webauthn, state, (why) => (reason = why)));
    return ok ? { ok: true } : { ok: false, method: 'webauthn', reason };
  }

  /** Removes every factor of the user, their recovery codes and pending logins; the methods they had. */
  async resetAll(username: string): Promise<MfaMethod[]> {
    const had = await this.methods(username);
    for (const factor of this.factors()) await factor.reset(username);
    await this.recovery.reset(username);
    await this.state.endUserPending(username);
    return had;
  }

  private started(): Parts {
    if (!this.parts) {
      const store = this.deps.store();
      this.parts = {
        totp: new TotpFactor(store, new TextSealer(this.deps.cookieKey, 'mfa-totp-secret'), this.deps.now),
        recovery: new RecoveryCodes(store),
        state: new MfaStateStore(store, this.deps.now),
      };
    }
    return this.parts;
  }
}

import type { PluginStore } from '../../../../../core/server';
import { TextSealer } from '../../session/text_sealer';
import { MfaStateStore } from './mfa_store';
import { RecoveryCodes } from './recovery_codes';
import { TotpFactor } from './totp_factor';
import type { MfaMethod, MfaTables, SecondFactor } from './types';

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

  factors(): SecondFactor[] {
    return [this.totp, ...this.others];
  }

  /** Every method a user may enrol here. */
  availableMethods(): MfaMethod[] {
    return this.factors().map((factor) => factor.method);
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

import type { AccountInfoResolved } from './types';

/** Credentials whose last account is remembered, per memo; past it the memo starts over. */
const ACCOUNT_MEMO_LIMIT = 10_000;

/** What an account was resolved from; equal inputs (compared one by one) give the same account. */
export type AccountInputs = readonly unknown[];

/** The last account resolved per credential (a session's or an API token's id), with its inputs. */
export class AccountMemo {
  private readonly entries = new Map<number | string, { inputs: AccountInputs; account: AccountInfoResolved }>();

  get(key: number | string, inputs: AccountInputs): AccountInfoResolved | undefined {
    const known = this.entries.get(key);
    if (!known) return undefined;
    for (let i = 0; i < inputs.length; i++) if (known.inputs[i] !== inputs[i]) return undefined;
    return known.account;
  }

  set(key: number | string, inputs: AccountInputs, account: AccountInfoResolved): void {
    if (this.entries.size >= ACCOUNT_MEMO_LIMIT) this.entries.clear();
    this.entries.set(key, { inputs, account });
  }
}

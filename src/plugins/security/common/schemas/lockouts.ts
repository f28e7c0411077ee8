/** The Locked accounts page's calls: `GET /api/v1/configuration/lockouts` and the unlock. */
import { Type, type Static } from '@sinclair/typebox';
import { NameQuerySchema, NullableString, StringEnum, StringList } from './fields';

/** A user name (from every address, or from some) or a client address. */
export const LOCKOUT_KINDS = ['user', 'address'] as const;
export type LockoutKind = (typeof LOCKOUT_KINDS)[number];

/** One user name or address locked out now, or with failed logins counting towards a lock-out. */
export const LockoutSchema = Type.Object({
  kind: StringEnum(LOCKOUT_KINDS),
  /** The user name as typed at the login, or the client address as the server saw it. */
  name: Type.String(),
  /** Failed logins counted: the most of the name's counters (from every address, or from one). */
  failures: Type.Integer(),
  /** ISO 8601, UTC (as every other time of the API); null while failures count but nothing is locked. */
  locked_until: NullableString,
  /**
   * A user name only: the addresses its failures were counted from. A name locked from these
   * addresses only is still open from others until its count from every address reaches its limit.
   */
  addresses: Type.Optional(StringList),
});
export type Lockout = Static<typeof LockoutSchema>;

export const LockoutsResponseSchema = Type.Object({ data: Type.Array(LockoutSchema) });
export type LockoutsResponse = Static<typeof LockoutsResponseSchema>;

export const LockoutParamsSchema = Type.Object(
  { kind: StringEnum(LOCKOUT_KINDS), name: NameQuerySchema },
  { additionalProperties: false }
);
export type LockoutParams = Static<typeof LockoutParamsSchema>;

/**
 * Upstream's service accounts: internal users whose `attributes.service` is "true". One signs in
 * with its tokens only, which it holds while `attributes.enabled` is "true": an administrator who
 * sets it to anything else has disabled the account, and its tokens stop at their next request
 * (setting it back brings them back). Scalars are strings there, compared without case as
 * upstream's `Boolean.parseBoolean` does.
 */
const isTrue = (value: unknown) => typeof value === 'string' && value.toLowerCase() === 'true';

type Attributes = Readonly<Record<string, unknown>> | undefined;

export const isServiceAccount = (attributes: Attributes): boolean => isTrue(attributes?.service);

/** A service account that may be given tokens and use them. */
export const isEnabledServiceAccount = (attributes: Attributes): boolean =>
  isServiceAccount(attributes) && isTrue(attributes?.enabled);

/** A service account an administrator disabled: its tokens answer as revoked ones. */
export const isDisabledServiceAccount = (attributes: Attributes): boolean =>
  isServiceAccount(attributes) && !isTrue(attributes?.enabled);

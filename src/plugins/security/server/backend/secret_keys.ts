/**
 * Keys of the security configuration whose values are credentials: a password or its hash, an
 * LDAP bind password, an OpenID client secret, a JWT signing key, SAML's exchange key and request
 * signing key (`sp.signature_private_key`, its `_password`). One list for every place that shows
 * or keeps the configuration (the Authentication page, the export, an import's diff, history),
 * so a key masked in one is masked in all.
 */
// `pemkey_content`: an LDAP backend's client private key, given inline. `encryption_key`:
// upstream's `on_behalf_of` key, kept (unused) when an upstream cluster's config.yml is imported.
const SECRET_KEY =
  /^(password|hash|signing_key|exchange_key|encryption_key|pemkey_content)$|password$|secret|private_key/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

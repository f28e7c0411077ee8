/**
 * Where a signed-in user lands (issue 69.2), in this order: home, then the default app
 * (Dashboards), then the first app their roles grant. The server sends a user it refuses Home
 * on to that app; the shell's logo and access-denied page lead there.
 */
export const LANDING_APP_IDS: readonly string[] = ['home', 'dashboards'];

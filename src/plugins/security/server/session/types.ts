/** One logged-in session as the routes see it. Times are epoch milliseconds. */
export interface SessionContext {
  /** Row id: stable for the session's life, never sent to the browser. */
  readonly id: number;
  readonly username: string;
  /** How the user logged in ('basicauth', ...). */
  readonly authType: string;
  /** The selected tenant: '' global, '__user__' private, else a custom tenant's name; null before any choice. */
  readonly tenant: string | null;
  readonly createdAt: number;
  readonly lastSeen: number;
  /** The absolute end (login time plus the lifespan), whatever the activity. */
  readonly expiresAt: number;
}

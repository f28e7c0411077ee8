/** The Authentication page, for any page that links to it. */
export const AUTH_PATH = '/auth';

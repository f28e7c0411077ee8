/** The Tenants page, for any page that links to it. */
export const TENANTS_PATH = '/tenants';

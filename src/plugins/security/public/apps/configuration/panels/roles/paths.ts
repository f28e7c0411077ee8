/** Links to the role pages (every name encoded), for any page that links to them. */
const enc = encodeURIComponent;

export const rolePaths = {
  list: () => '/roles',
  create: () => '/roles/create',
  edit: (name: string) => `/roles/edit/${enc(name)}`,
  duplicate: (name: string) => `/roles/duplicate/${enc(name)}`,
  view: (name: string, tab?: 'permissions' | 'mapped_users' | 'history') =>
    `/roles/view/${enc(name)}${tab ? `?tab=${tab}` : ''}`,
  mapUsers: (name: string) => `/roles/edit/${enc(name)}/mapuser`,
};

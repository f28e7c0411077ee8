/** Links to the internal user pages (every name encoded), for any page that links to them. */
const enc = encodeURIComponent;

export const userPaths = {
  users: () => '/users',
  userCreate: () => '/users/create',
  userEdit: (name: string) => `/users/edit/${enc(name)}`,
  userDuplicate: (name: string) => `/users/duplicate/${enc(name)}`,
};

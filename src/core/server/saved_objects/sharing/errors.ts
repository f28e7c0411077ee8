import { HttpError } from '../../http/http_error';

export const notProtectedError = (type: string) =>
  new HttpError(400, `Saved objects of type [${type.slice(0, 250)}] are not shared: the type is not protected.`);
export const notShareableError = (type: string, id: string) =>
  new HttpError(
    403,
    `You may not share the saved object [${type}/${id}]: only its owner, a full-access recipient or an administrator may.`
  );
export const noOwnerError = (type: string, id: string) =>
  new HttpError(403, `The saved object [${type}/${id}] has no owner yet: an administrator assigns one first.`);
export const adminOnlyError = () =>
  new HttpError(403, 'Only security administrators may manage saved objects without an owner.');
export const hasOwnerError = (type: string, id: string) =>
  new HttpError(409, `The saved object [${type}/${id}] already has an owner.`);
export const notTenantUserError = (type: string, id: string, user: string) =>
  new HttpError(
    400,
    `The saved object [${type}/${id}] is in the private tenant of [${user}]: only [${user}] may own it.`
  );

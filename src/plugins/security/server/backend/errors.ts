import { HttpError } from '../../../../core/server';
import type { EntryKind } from '../../common/types';

const LABELS: Record<EntryKind, string> = {
  internalusers: 'User',
  roles: 'Role',
  rolesmapping: 'Role mapping',
  actiongroups: 'Action group',
  tenants: 'Tenant',
  nodesdn: 'Nodes DN entry',
};

/** 404: missing, or hidden (a hidden entry is indistinguishable from a missing one). */
export const notFound = (kind: EntryKind, name: string) => new HttpError(404, `${LABELS[kind]} '${name}' not found.`);
/** 403: reserved and static entries are changed only by securityadmin (static ones never). */
export const notChangeable = (kind: EntryKind, name: string, why: 'reserved' | 'static') =>
  new HttpError(403, `${LABELS[kind]} '${name}' is ${why} and cannot be changed or deleted.`);
export const badRequest = (message: string) => new HttpError(400, message);
/** 409: a create-only request for an entry that exists already. */
export const alreadyExists = (kind: EntryKind, name: string) =>
  new HttpError(409, `${LABELS[kind]} '${name}' already exists.`);

import type { OsdRequest } from '../../http/types';
import type { SharingScope } from './access';
import type { SharingPolicy, SharingSubject } from './types';

const isNames = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

function assertSubject(subject: unknown): asserts subject is SharingSubject | null {
  if (subject === null) return;
  const s = subject as Partial<SharingSubject> | undefined;
  if (
    typeof s !== 'object' ||
    typeof s.user !== 'string' ||
    s.user === '' ||
    !isNames(s.roles) ||
    !isNames(s.backendRoles) ||
    typeof s.admin !== 'boolean'
  ) {
    throw new Error('The sharing policy returned no valid subject ({ user, roles, backendRoles, admin } or null).');
  }
}

/** The request's sharing scope, or undefined while no policy protects a type (nothing changes then). */
export async function resolveSharingScope(
  policy: SharingPolicy | undefined,
  request: OsdRequest
): Promise<SharingScope | undefined> {
  if (!policy || policy.protectedTypes.length === 0) return undefined;
  const subject = await policy.subject(request);
  assertSubject(subject);
  return {
    protectedTypes: new Set(policy.protectedTypes),
    subject:
      subject && Object.freeze({ ...subject, roles: [...subject.roles], backendRoles: [...subject.backendRoles] }),
  };
}

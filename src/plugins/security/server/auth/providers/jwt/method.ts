import type { SignInMethod } from '../sign_in_method';

/** A token the request brings (header or URL parameter): no login page of its own. */
export const jwtMethod: SignInMethod = { name: 'jwt', authType: 'jwt', title: 'JSON Web Token', sessionTypes: ['jwt'] };

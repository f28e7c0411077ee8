/**
 * What the server answers (503) while the OpenSearch cluster of `security.backend: opensearch`
 * does not answer: the login form shows it as sent, unlike a proxy's 503.
 */
export const BACKEND_UNREACHABLE_MESSAGE = 'The security backend is not reachable';

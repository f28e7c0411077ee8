/** The one error shape routes throw; the error handler turns it into `{statusCode, error, message}`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, unknown>
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 403 that names the privileges the caller lacks: a permission dry run reports them (permission_check.ts). */
export class MissingPrivilegesError extends HttpError {
  constructor(
    message: string,
    public readonly missingPrivileges: readonly string[]
  ) {
    super(403, message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  attributes?: Record<string, unknown>;
}

export function errorBody(statusCode: number, message: string, attributes?: Record<string, unknown>): ErrorBody {
  return { statusCode, error: reasonPhrase(statusCode), message, ...(attributes ? { attributes } : {}) };
}

import { ERRORS, type ErrorCode, type FieldError } from './catalogue';

/** The one error type services throw; only the HTTP helpers turn it into a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { message?: string; fieldErrors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

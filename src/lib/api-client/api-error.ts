import type { FieldError } from '../errors/catalogue';

const BRAND = Symbol.for('nfc.api-client.error');

/**
 * A call that got a non-2xx answer. Carries the server's error shape; `navigated` is set when the
 * client already left the page (401, 503) so nothing else should react to it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly instance: string;
  readonly errors?: FieldError[];
  /** The parsed answer body, whatever its shape. */
  readonly body: unknown;
  navigated = false;
  /** The screen asked for this instance to be left out of the generic handling. */
  ignored = false;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    instance: string;
    errors?: FieldError[];
    body: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.instance = init.instance;
    this.errors = init.errors;
    this.body = init.body;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/** Brand check rather than instanceof: the layout script and islands may hold separate copies of this module. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** A required call parameter was missing; raised before any request is made (spec §5). */
export class RequiredError extends Error {
  readonly field: string;
  constructor(field: string, operation: string) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredError';
    this.field = field;
  }
}

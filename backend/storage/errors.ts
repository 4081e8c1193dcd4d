import { RequestBodyError } from '../http.ts';

/** A refusal as hosted Storage words it: the HTTP status, and `statusCode`, `error` and `message` in the body. */
export class StorageError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const invalidKey = (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);

function databaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The answer to a refusal, a client's mistake or a policy's no; undefined for a fault of the server. */
export function errorAnswer(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  if (error instanceof RequestBodyError) {
    return error.status === 413
      ? new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
      : new StorageError(error.status, 'InvalidRequest', error.message);
  }
  const code = databaseCode(error);
  if (code === '42501') return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return undefined;
}

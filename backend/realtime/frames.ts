import type { RawData } from 'ws';

/** A Phoenix message: `[join_ref, ref, topic, event, payload]`, the order of the 2.0.0 serializer. */
export type Message = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown];

/** Bytes of a received message, whichever form ws delivered it in. */
export function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.length, 0);
  return data.byteLength;
}

function optionalString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/**
 * A text frame as a message: a five-element array in protocol 2.0.0 (`arrays`), an object with the same fields in
 * 1.0.0. Anything else (binary frames, bad JSON, missing topic or event) is undefined and ignored.
 */
export function decodeFrame(data: RawData, isBinary: boolean, arrays: boolean): Message | undefined {
  if (isBinary) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString());
  } catch {
    return undefined;
  }
  let message: unknown[];
  if (arrays) {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    message = parsed;
  } else {
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const object = parsed as Record<string, unknown>;
    message = [object.join_ref ?? null, object.ref ?? null, object.topic, object.event, object.payload];
  }
  const [joinRef, ref, topic, event, payload] = message;
  if (!optionalString(joinRef) || !optionalString(ref) || typeof topic !== 'string' || typeof event !== 'string') {
    return undefined;
  }
  return [joinRef, ref, topic, event, payload ?? {}];
}

/** The text frame of a message in the socket's protocol version. */
export function encodeFrame(message: Message, arrays: boolean): string {
  const [join_ref, ref, topic, event, payload] = message;
  return JSON.stringify(arrays ? message : { join_ref, ref, topic, event, payload });
}

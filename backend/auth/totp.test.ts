import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  timeStep,
  totpCode,
} from './totp.ts';

/** The SHA-1 key of RFC 4226 and RFC 6238's test vectors, "12345678901234567890". */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('base32 (RFC 4648, section 10)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j is %s without padding, and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(text);
  });

  it('reads lower case and padding, and refuses what is not base32', () => {
    expect(base32Decode('mzxw6yq=')?.toString()).toBe('foob');
    expect(base32Decode('MZXW1')).toBeUndefined();
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('HOTP (RFC 4226, appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238, appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the eight-digit code is %s, and the six-digit one its last six digits', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('steps every 30 seconds', () => {
    expect(timeStep(59_999)).toBe(1);
    expect(timeStep(60_000)).toBe(2);
  });
});

describe('checking a code', () => {
  const at = 1111111111 * 1000;
  const step = timeStep(at);
  const codeAt = (offsetSteps: number) => totpCode(RFC_SECRET, at + offsetSteps * 30_000);

  it('accepts the current step and one step of drift either way, naming the step', () => {
    expect(matchingStep(RFC_SECRET, codeAt(0), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, codeAt(-1), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeAt(1), at)).toBe(step + 1);
  });

  it('refuses two steps of drift, a wrong code and anything but six digits', () => {
    expect(matchingStep(RFC_SECRET, codeAt(-2), at)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, codeAt(2), at)).toBeUndefined();
    const wrong = String((Number(codeAt(0)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingStep(RFC_SECRET, wrong, at)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, ` ${codeAt(0)}`, at)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, `${codeAt(0)}0`, at)).toBeUndefined();
    expect(matchingStep('not base32!', codeAt(0), at)).toBeUndefined();
  });

  it('never accepts a step at or before the last one accepted', () => {
    expect(matchingStep(RFC_SECRET, codeAt(0), at, step)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, codeAt(-1), at, step - 1)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, codeAt(1), at, step)).toBe(step + 1);
  });
});

describe('a new factor', () => {
  it('gets a random 160-bit secret in base32', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("is offered as GoTrue's otpauth:// address", () => {
    expect(otpauthUri('ops.example.pl', 'jan.kowalski@example.com', 'ABC234')).toBe(
      'otpauth://totp/ops.example.pl:jan.kowalski%40example.com?algorithm=SHA1&digits=6&issuer=ops.example.pl&period=30&secret=ABC234',
    );
    expect(otpauthUri('Strona OPS', 'a@b.pl', 'X')).toContain('otpauth://totp/Strona%20OPS:a%40b.pl?');
  });
});

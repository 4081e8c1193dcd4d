import type { Factor } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { gateStep } from './two-step-step.ts';

const factor = { id: 'f', factor_type: 'totp', status: 'verified' } as Factor;

describe('between the password and the panel', () => {
  it.each([
    ['no factor, not required: the panel, as for the demo account', false, [], false, 'panel'],
    ['a factor and a session at aal1: the code', true, [factor], false, 'code'],
    ['a factor and a session at aal2: the panel', false, [factor], false, 'panel'],
    ['required and no factor: the setup', false, [], true, 'setup'],
    ['required, a factor, aal1: the code first', true, [factor], true, 'code'],
    ['required, a factor, aal2: the panel', false, [factor], true, 'panel'],
  ] as const)('%s', (_, codeNeeded, factors, required, step) => {
    expect(gateStep({ status: 'ready', data: { codeNeeded, factors: [...factors], required }, error: null })).toBe(
      step,
    );
  });

  it('waits for the account’s state, and says when it cannot be read', () => {
    expect(gateStep({ status: 'loading', data: null, error: null })).toBe('loading');
    expect(gateStep({ status: 'error', data: null, error: { message: 'Failed to fetch' } })).toBe('failed');
  });
});

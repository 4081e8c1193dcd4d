import { zl } from './money.ts';

/** Social assistance: cash and non-cash benefits (spec 001 §9 "Cash benefits", "Non-cash"). */
export const socialAssistance = {
  /** Zasiłek stały. */
  permanentAllowance: {
    maxSingle: zl(1229),
    maxInFamily: zl(1069.9),
    minimum: zl(100),
  },
} as const;

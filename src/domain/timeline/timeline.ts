/**
 * Dates of programme editions and application windows. A page shows their status ("nabór trwa", "w trakcie
 * realizacji", …) through `<Status of="…" />`, computed when the site is built, so a rebuild keeps it true: build
 * at least monthly and on 1 January (docs/production.md). Dates are YYYY-MM-DD, both ends included.
 */

export interface Period {
  /** First day. */
  from: string;
  /** Last day. */
  to: string;
}

/** A time to apply: before it, "nabór od …"; during it, "nabór trwa"; after it, "nabór zakończony". */
export interface ApplicationWindow extends Period {
  kind: 'applications';
  /** The hour applications close on the last day, when it is not the end of the office day: '11:00'. */
  closesAt?: string;
}

/** A time a programme runs: "planowana", "w trakcie realizacji", "zakończona". */
export interface Edition extends Period {
  kind: 'edition';
}

export const timeline = {
  heatingVoucher: {
    /** Applications for 1 July – 31 December 2025. */
    applications2025: { kind: 'applications', from: '2025-11-03', to: '2025-12-15' },
    /** Applications for 2026. */
    applications2026: { kind: 'applications', from: '2026-07-01', to: '2026-08-31' },
  },
  personalAssistant: {
    edition2024: { kind: 'edition', from: '2024-01-01', to: '2024-12-31' },
    edition2025: { kind: 'edition', from: '2025-01-01', to: '2025-12-31' },
    edition2026: { kind: 'edition', from: '2026-01-01', to: '2026-12-31' },
    /** Entry forms for the 2026 edition. */
    applications2026: { kind: 'applications', from: '2025-08-19', to: '2025-08-29', closesAt: '11:00' },
  },
  telecare: {
    /** Telecare financed from the "Korpus Wsparcia Seniorów" programme for 2025. */
    edition2025: { kind: 'edition', from: '2025-01-01', to: '2025-12-31' },
  },
  foodAid: {
    distribution2025: { kind: 'edition', from: '2025-02-01', to: '2025-09-30' },
  },
} as const satisfies Record<string, Record<string, ApplicationWindow | Edition>>;

import type { SiteDocument } from './types.ts';

/** Documents linked only from the pages about the centre (forms are in forms.ts). */
export const centreDocuments = [
  { href: '/documents/programy_realizowane_przez_ops/opieka_75_plus_2024_2025.pdf', title: 'Program „Opieka 75+” na lata 2024–2025' },
  { href: '/documents/programy_realizowane_przez_ops/asystent_osobisty_2024_2025.pdf', title: 'Program „Asystent osobisty osoby z niepełnosprawnością” na lata 2024–2025' },
] as const satisfies readonly SiteDocument[];

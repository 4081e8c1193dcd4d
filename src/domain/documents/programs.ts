import type { SiteDocument } from './types.ts';

/**
 * Documents linked only from the programs pages. The forms of the downloads page (large family cards, personal
 * assistant, heating voucher) are in forms.ts, the centre's programme documents in its documents.yaml.
 */
export const programsDocuments = [
  {
    href: '/documents/programy_realizowane_przez_ops/czyste_powietrze_wniosek_o_zaswiadczenie.pdf',
    title:
      'Wniosek o wydanie zaświadczenia o wysokości przeciętnego miesięcznego dochodu na osobę w gospodarstwie domowym (program „Czyste Powietrze”)',
  },
] as const satisfies readonly SiteDocument[];

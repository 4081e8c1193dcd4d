import type { SiteDocument } from './types.ts';

/**
 * Documents linked only from the programs pages. The forms of the downloads page (large family cards, personal
 * assistant, heating voucher) are in forms.ts, programme documents and information clauses in centre.ts.
 */
export const programsDocuments = [
  {
    href: '/documents/DR/uchwala_gminna_karta_duzej_rodziny_2020.pdf',
    title:
      'Uchwała Rady Miejskiej w Nowym Tomyślu z 2020 r. w sprawie gminnego programu dla rodzin wielodzietnych (Gminna Karta Dużej Rodziny)',
  },
  {
    href: '/documents/programy_realizowane_przez_ops/czyste_powietrze_wniosek_o_zaswiadczenie.pdf',
    title:
      'Wniosek o wydanie zaświadczenia o wysokości przeciętnego miesięcznego dochodu na osobę w gospodarstwie domowym (program „Czyste Powietrze”)',
  },
] as const satisfies readonly SiteDocument[];

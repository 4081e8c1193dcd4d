/**
 * Every way a resident can hand in an application that the site explains. Which ways each application takes, with
 * the provisions that open them and what a guide says of the electronic ones, is ./applications.ts; the benefit
 * guides (src/domain/benefits/) and the journeys (src/domain/journeys/) read both.
 */

export type ChannelId = 'inPerson' | 'byPost' | 'eDelivery' | 'empatia' | 'govPl' | 'zusOnline';

export interface Channel {
  /** How a step's list of ways names it ('Jak złożyć wniosek: osobiście, pocztą lub przez e-Doręczenia'). */
  label: { pl: string; uk: string };
  /**
   * Sent over the internet: a page must offer it wherever the law opens it, by a sentence that names it with
   * `named` (tests/content/applying.test.ts, e2e/read-only/how-to-apply.spec.ts).
   */
  electronic: boolean;
  /** The word by which a sentence names the channel. */
  named: string;
}

export const channels: Record<ChannelId, Channel> = {
  inPerson: { label: { pl: 'osobiście', uk: 'особисто' }, electronic: false, named: 'Osobiście' },
  byPost: { label: { pl: 'pocztą', uk: 'поштою' }, electronic: false, named: 'Pocztą' },
  eDelivery: { label: { pl: 'przez e-Doręczenia', uk: 'через e-Doręczenia' }, electronic: true, named: 'e-Doręcz' },
  empatia: { label: { pl: 'przez portal Emp@tia', uk: 'через портал Emp@tia' }, electronic: true, named: 'Emp@tia' },
  govPl: { label: { pl: 'przez formularz na gov.pl', uk: 'через форму на gov.pl' }, electronic: true, named: 'gov.pl' },
  zusOnline: {
    label: {
      pl: 'tylko przez internet (PUE/eZUS, aplikacja mZUS, bankowość elektroniczna albo Emp@tia)',
      uk: 'лише через інтернет (PUE/eZUS, застосунок mZUS, інтернет-банкінг або Emp@tia)',
    },
    electronic: true,
    named: 'PUE/eZUS',
  },
};

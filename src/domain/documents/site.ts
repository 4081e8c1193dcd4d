import type { SiteDocument } from './types.ts';

/** Documents of the site frame (footer) and of the centre as a whole. */
export const siteDocuments = [
  { href: '/documents/harmonogram_kasa.pdf', title: 'Harmonogram wypłat w kasie' },
  {
    href: '/documents/raport_dostepnosci_2025-03-31.pdf',
    title: 'Raport o stanie zapewniania dostępności z 31.03.2025',
  },
  { href: '/documents/deklaracja_dostepnosci.pdf', title: 'Deklaracja dostępności' },
] as const satisfies readonly SiteDocument[];

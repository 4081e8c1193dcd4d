export interface SiteDocument {
  /** Address under public/, e.g. `/documents/PS/wniosek_o_pomoc_spoleczna.pdf`. */
  href: `/documents/${string}`;
  /** The document's name as residents see it (link text, PDF title). */
  title: string;
}

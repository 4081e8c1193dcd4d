/**
 * The parts of the site a content page can belong to, with the label shown above its title on a Polish page. The
 * frame's words (src/i18n/frame/) name them in each language; a unit test holds the Polish ones equal to these.
 * This file stands alone: the content schema, which Astro loads by itself, imports it.
 */
export const sections = {
  'pomoc-spoleczna': 'Pomoc społeczna',
  'swiadczenia-rodzinne': 'Świadczenia rodzinne',
  'pomoc-dla-obywateli-ukrainy': 'Pomoc dla obywateli Ukrainy',
  'inne-formy-pomocy': 'Inne formy pomocy',
  'programy-specjalne': 'Programy specjalne',
  'informacje-o-osrodku': 'Informacje o ośrodku',
  'formy-pomocy': 'Formy pomocy',
  serwis: 'O serwisie',
} as const;

export type SectionId = keyof typeof sections;

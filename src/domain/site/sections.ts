/** The parts of the site a content page can belong to, with the label shown above its title. */
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

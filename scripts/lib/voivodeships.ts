/**
 * The sixteen voivodeships by their official names, with what a centre's centre.yaml says of its own: the region's
 * name, the adjective and the voivode's title (`centre:new` fills them in, so a new centre never guesses them).
 */
export interface Voivodeship {
  name: string;
  region: string;
  adjective: string;
  voivode: string;
}

const regions: Record<string, string> = {
  dolnośląskie: 'Dolny Śląsk',
  'kujawsko-pomorskie': 'Kujawy i Pomorze',
  lubelskie: 'Lubelszczyzna',
  lubuskie: 'Ziemia Lubuska',
  łódzkie: 'Ziemia Łódzka',
  małopolskie: 'Małopolska',
  mazowieckie: 'Mazowsze',
  opolskie: 'Opolszczyzna',
  podkarpackie: 'Podkarpacie',
  podlaskie: 'Podlasie',
  pomorskie: 'Pomorze',
  śląskie: 'Śląsk',
  świętokrzyskie: 'Ziemia Świętokrzyska',
  'warmińsko-mazurskie': 'Warmia i Mazury',
  wielkopolskie: 'Wielkopolska',
  zachodniopomorskie: 'Pomorze Zachodnie',
};

export const voivodeshipNames = Object.keys(regions);

/** 'kujawsko-pomorskie' → 'Kujawsko-Pomorski', as in the voivode's title. */
const titleCase = (adjective: string) =>
  adjective
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');

/** The voivodeship of that official name (lower case, as written), or undefined. */
export function voivodeship(name: string): Voivodeship | undefined {
  const region = regions[name];
  if (!region) return undefined;
  // Every official name is an adjective in the neuter plural: -ie becomes the masculine -i.
  const adjective = name.replace(/ie$/, 'i');
  return { name, region, adjective, voivode: `Wojewoda ${titleCase(adjective)}` };
}

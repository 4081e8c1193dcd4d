import { centre } from './centre.ts';

/**
 * What the header shows of the centre: its name, the short name beside the logo on phones, its social profile and
 * the phone number the search offers when nothing was found. The header island gets it with the frame it shares
 * across pages, so its code carries none of ./centre.ts (1.5 KB), and an information page lists one chunk fewer.
 */
export interface CentreCard {
  name: string;
  abbreviation: string;
  socialUrl: string;
  phone: string;
}

export function centreCard(): CentreCard {
  return {
    name: centre.name,
    abbreviation: centre.abbreviation,
    socialUrl: centre.socialMedia.url,
    phone: centre.phone,
  };
}

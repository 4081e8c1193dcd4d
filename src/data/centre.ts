/**
 * The centre's contact details: the one place the centre fills in.
 *
 * Values marked PLACEHOLDER are not real yet (the specification gives them only as {phone}, {email}, …);
 * replace them before publishing. Everything a resident sees about addresses, phones and hours is read from here.
 */

export interface OpeningHours {
  label: string;
  days: string;
  hours: string;
}

export const centre = {
  name: 'Ośrodek Pomocy Społecznej w Nowym Tomyślu',
  shortName: 'OPS Nowy Tomyśl',
  /** Shown beside the logo on narrow screens. */
  abbreviation: 'OPS',
  address: {
    street: 'ul. Przykładowa 1', // PLACEHOLDER
    postalCode: '64-300',
    city: 'Nowy Tomyśl',
  },
  phone: '+48 61 000 00 00', // PLACEHOLDER
  email: 'sekretariat@ops.example.pl', // PLACEHOLDER
  website: 'https://ops.example.pl', // PLACEHOLDER
  /** Address for e-Doręczenia (electronic delivery with legal effect). */
  eDeliveryAddress: 'AE:PL-00000-00000-AAAAA-00', // PLACEHOLDER
  /** Public information bulletin (BIP). */
  bipUrl: 'https://bip.example.pl', // PLACEHOLDER
  socialMedia: {
    name: 'Facebook',
    url: 'https://www.facebook.com/ops.przyklad', // PLACEHOLDER
  },
  emergencyNumber: '112',
  hours: {
    office: { label: 'Godziny pracy ośrodka', days: 'poniedziałek–piątek', hours: '7:30–15:30' },
    /** The procurement page states different office hours (spec 000 §9). */
    officeProcurement: { label: 'Godziny pracy ośrodka', days: 'poniedziałek–piątek', hours: '8:00–15:30' },
    cashDesk: { label: 'Kasa', days: 'poniedziałek–piątek', hours: '10:00–12:00' },
    director: { label: 'Dyrektor przyjmuje interesantów', days: 'poniedziałek i czwartek', hours: '14:00–15:00' },
    socialWorkersOffice: { label: 'Dyżur pracowników socjalnych w ośrodku', days: 'poniedziałek–piątek', hours: '8:00–11:00' },
    socialWorkersField: { label: 'Praca pracowników socjalnych w terenie', days: 'poniedziałek–piątek', hours: '11:00–15:00' },
  } satisfies Record<string, OpeningHours>,
} as const;

/** The address on one line, as on an envelope. */
export function fullAddress(): string {
  const { street, postalCode, city } = centre.address;
  return `${street}, ${postalCode} ${city}`;
}

/** A phone number as a tel: link target (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

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
    /** The procurement page states different office hours: 8:00–15:30. */
    officeProcurement: { label: 'Godziny pracy ośrodka', days: 'poniedziałek–piątek', hours: '8:00–15:30' },
    cashDesk: { label: 'Kasa', days: 'poniedziałek–piątek', hours: '10:00–12:00' },
    director: { label: 'Dyrektor przyjmuje interesantów', days: 'poniedziałek i czwartek', hours: '14:00–15:00' },
    socialWorkersOffice: { label: 'Dyżur pracowników socjalnych w ośrodku', days: 'poniedziałek–piątek', hours: '8:00–11:00' },
    socialWorkersField: { label: 'Praca pracowników socjalnych w terenie', days: 'poniedziałek–piątek', hours: '11:00–15:00' },
  } satisfies Record<string, OpeningHours>,
  /** Phone numbers of the centre's sections, shown on /kontakt. */
  sectionPhones: [
    { section: 'Sekretariat', phone: '+48 61 000 00 01' }, // PLACEHOLDER
    { section: 'Pracownicy socjalni (pomoc społeczna)', phone: '+48 61 000 00 02' }, // PLACEHOLDER
    { section: 'Świadczenia rodzinne i fundusz alimentacyjny', phone: '+48 61 000 00 03' }, // PLACEHOLDER
    { section: 'Dodatki mieszkaniowe i bon ciepłowniczy', phone: '+48 61 000 00 04' }, // PLACEHOLDER
    { section: 'Stypendia i zasiłki szkolne', phone: '+48 61 000 00 05' }, // PLACEHOLDER
    { section: 'Karta Dużej Rodziny', phone: '+48 61 000 00 06' }, // PLACEHOLDER
    { section: 'Usługi opiekuńcze', phone: '+48 61 000 00 07' }, // PLACEHOLDER
    { section: 'Asystenci rodziny', phone: '+48 61 000 00 08' }, // PLACEHOLDER
    { section: 'Nowotomyski Klub Seniora', phone: '+48 61 000 00 09' }, // PLACEHOLDER
    { section: 'Dział finansowo-księgowy i kasa', phone: '+48 61 000 00 10' }, // PLACEHOLDER
    { section: 'Kadry', phone: '+48 61 000 00 11' }, // PLACEHOLDER
  ],
  /** Tax identifiers, shown on /kontakt. */
  taxData: {
    nip: '000-000-00-00', // PLACEHOLDER
    regon: '000000000', // PLACEHOLDER
  },
  /** Account for payments to the centre, shown on /kontakt. */
  bankAccount: {
    bank: '{nazwa banku}', // PLACEHOLDER
    number: '00 0000 0000 0000 0000 0000 0000', // PLACEHOLDER
  },
  /**
   * Data protection officer (inspektor ochrony danych) and deputy, shown on /ochrona-danych-osobowych and in the
   * privacy policy. Letters go to the centre's address with the addressee line below. No names: the role is enough.
   */
  dataProtectionOfficer: {
    addressee: 'Inspektor Ochrony Danych',
    email: 'iod@ops.example.pl', // PLACEHOLDER
    phone: '+48 61 000 00 20', // PLACEHOLDER
  },
  dataProtectionDeputy: {
    addressee: 'Zastępca Inspektora Ochrony Danych',
    email: 'zastepca.iod@ops.example.pl', // PLACEHOLDER
    phone: '+48 61 000 00 21', // PLACEHOLDER
  },
  /** The accessibility declaration (/deklaracja-dostepnosci): contact person and dates. */
  accessibility: {
    /** Person or unit that handles accessibility requests (a11y-osoba). */
    contactPerson: '{imię i nazwisko koordynatora do spraw dostępności}', // PLACEHOLDER
    email: 'dostepnosc@ops.example.pl', // PLACEHOLDER
    phone: '+48 61 000 00 22', // PLACEHOLDER
    /** Dates as YYYY-MM-DD; an empty string shows "do uzupełnienia" on the declaration. */
    websitePublished: '', // PLACEHOLDER: date the website was first published
    websiteUpdated: '', // PLACEHOLDER: date of the last significant update of the website
    declarationPrepared: '', // PLACEHOLDER: date the declaration was prepared
    declarationReviewed: '', // PLACEHOLDER: date of the last review of the declaration
  },
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

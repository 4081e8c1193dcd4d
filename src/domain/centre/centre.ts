/**
 * The centre's contact details: the one place the centre fills in.
 *
 * Values wrapped in `placeholder(…)` are examples, not real yet: replace each with the real value (and drop the
 * wrapper) before publishing; a production build refuses to run while any is left. Everything a resident sees
 * about addresses, phones, rooms and hours is read from here.
 */

import { placeholder } from './placeholder.ts';

const mainPhone = placeholder('+48 61 000 00 00');

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
    street: placeholder('ul. Przykładowa 1'),
    postalCode: '64-300',
    city: 'Nowy Tomyśl',
  },
  /** Who decides in the municipality's name, as the guides and pages write it (the centre issues it for them). */
  mayor: {
    nominative: 'Burmistrz Nowego Tomyśla',
    genitive: 'Burmistrza Nowego Tomyśla',
  },
  /** The main number, answered by the secretariat. */
  phone: mainPhone,
  /**
   * A mobile number for text messages from deaf residents (act on sign language, art. 3 pkt 5). Publish it only if
   * someone reads the messages every working day.
   */
  smsPhone: placeholder('+48 600 000 000'),
  email: placeholder('sekretariat@ops.example.pl'),
  website: placeholder('https://ops.example.pl'),
  /** Address for e-Doręczenia (electronic delivery with legal effect). */
  eDeliveryAddress: placeholder('AE:PL-00000-00000-AAAAA-00'),
  /** Public information bulletin (BIP). */
  bipUrl: placeholder('https://bip.example.pl'),
  socialMedia: {
    name: 'Facebook',
    url: placeholder('https://www.facebook.com/ops.przyklad'),
  },
  emergencyNumber: '112',
  /**
   * The recording about the centre in Polish Sign Language (PJM), shown on /jezyk-migowy with its captions; until
   * the centre supplies it the page says the recording is being prepared. Files go to public/media/.
   */
  signLanguageRecording: null as { video: string; captions: string } | null,
  hours: {
    office: { label: 'Godziny pracy ośrodka', days: 'poniedziałek–piątek', hours: '7:30–15:30' },
    /** The procurement page states different office hours: 8:00–15:30. */
    officeProcurement: { label: 'Godziny pracy ośrodka', days: 'poniedziałek–piątek', hours: '8:00–15:30' },
    cashDesk: { label: 'Kasa', days: 'poniedziałek–piątek', hours: '10:00–12:00' },
    director: { label: 'Dyrektor przyjmuje interesantów', days: 'poniedziałek i czwartek', hours: '14:00–15:00' },
    socialWorkersOffice: {
      label: 'Dyżur pracowników socjalnych w ośrodku',
      days: 'poniedziałek–piątek',
      hours: '8:00–11:00',
    },
    socialWorkersField: {
      label: 'Praca pracowników socjalnych w terenie',
      days: 'poniedziałek–piątek',
      hours: '11:00–15:00',
    },
    /** Paper applications for the heating voucher, in room 1 (`sections.housingAndHeating`). */
    heatingVoucher: {
      label: 'Przyjmowanie wniosków o bon ciepłowniczy',
      days: 'poniedziałek–piątek',
      hours: '8:00–13:00, a w środy w godzinach 8:00–15:00',
    },
  } satisfies Record<string, OpeningHours>,
  /**
   * The centre's sections: who handles what, in which room, at which number. Pages name them by key (the contact
   * page's table, "Jak złożyć wniosek", "whom to ask"). The secretariat answers the centre's main number.
   */
  sections: {
    secretariat: { name: 'Sekretariat', room: placeholder('pokój 2'), phone: mainPhone },
    socialAssistance: {
      name: 'Dział Pomocy Społecznej (pracownicy socjalni)',
      room: placeholder('pokój 5'),
      phone: placeholder('+48 61 000 00 02'),
    },
    familyBenefits: {
      name: 'Dział Świadczeń Rodzinnych i Funduszu Alimentacyjnego',
      room: placeholder('pokój 3'),
      phone: placeholder('+48 61 000 00 03'),
    },
    housingAndHeating: {
      name: 'Dodatki mieszkaniowe i bon ciepłowniczy',
      // Heating voucher applications on paper are taken in room 1.
      room: 'pokój 1',
      phone: placeholder('+48 61 000 00 04'),
    },
    scholarships: {
      name: 'Stypendia i zasiłki szkolne',
      room: placeholder('pokój 6'),
      phone: placeholder('+48 61 000 00 05'),
    },
    largeFamilyCard: {
      name: 'Karta Dużej Rodziny',
      // The municipal card's gift for a newborn is collected in room 4.
      room: 'pokój 4',
      phone: placeholder('+48 61 000 00 06'),
    },
    careServices: { name: 'Usługi opiekuńcze', room: placeholder('pokój 7'), phone: placeholder('+48 61 000 00 07') },
    familyAssistants: {
      name: 'Asystenci rodziny',
      room: placeholder('pokój 8'),
      phone: placeholder('+48 61 000 00 08'),
    },
    seniorClub: {
      name: 'Nowotomyski Klub Seniora',
      room: placeholder('sala klubu'),
      phone: placeholder('+48 61 000 00 09'),
    },
    finance: {
      name: 'Dział finansowo-księgowy i kasa',
      room: placeholder('pokój 9'),
      phone: placeholder('+48 61 000 00 10'),
    },
    humanResources: { name: 'Kadry', room: placeholder('pokój 10'), phone: placeholder('+48 61 000 00 11') },
  },
  /** Tax identifiers, shown on /kontakt. */
  taxData: {
    nip: placeholder('000-000-00-00'),
    regon: placeholder('000000000'),
  },
  /** Account for payments to the centre, shown on /kontakt. */
  bankAccount: {
    bank: placeholder('Nazwa banku'),
    number: placeholder('00 0000 0000 0000 0000 0000 0000'),
  },
  /**
   * Data protection officer (inspektor ochrony danych) and deputy, shown on /ochrona-danych-osobowych and in the
   * privacy policy. Letters go to the centre's address with the addressee line below. No names: the role is enough.
   */
  dataProtectionOfficer: {
    addressee: 'Inspektor Ochrony Danych',
    email: placeholder('iod@ops.example.pl'),
    phone: placeholder('+48 61 000 00 20'),
  },
  dataProtectionDeputy: {
    addressee: 'Zastępca Inspektora Ochrony Danych',
    email: placeholder('zastepca.iod@ops.example.pl'),
    phone: placeholder('+48 61 000 00 21'),
  },
  /** The accessibility declaration (/deklaracja-dostepnosci): contact person and dates. */
  accessibility: {
    /** Person or unit that handles accessibility requests (a11y-osoba). */
    contactPerson: placeholder('Imię i nazwisko koordynatora do spraw dostępności'),
    email: placeholder('dostepnosc@ops.example.pl'),
    phone: placeholder('+48 61 000 00 22'),
    /** Dates as YYYY-MM-DD; an empty string shows "do uzupełnienia" on the declaration. */
    websitePublished: placeholder(''), // date the website was first published
    websiteUpdated: placeholder(''), // date of the last significant update of the website
    declarationPrepared: placeholder(''), // date the declaration was prepared
    declarationReviewed: placeholder(''), // date of the last review of the declaration
    /** The building as a visitor with a disability meets it, in the centre's own words (a11y-architektura). */
    building: {
      entrance: placeholder('opis do uzupełnienia przez ośrodek'),
      floors: placeholder('opis do uzupełnienia przez ośrodek'),
      toilet: placeholder('opis do uzupełnienia przez ośrodek'),
      parking: placeholder('opis do uzupełnienia przez ośrodek'),
      aids: placeholder('opis do uzupełnienia przez ośrodek'),
    },
  },
} as const;

/** The address on one line, as on an envelope. */
export function fullAddress(): string {
  const { street, postalCode, city } = centre.address;
  return `${street}, ${postalCode} ${city}`;
}

export { telHref } from '../../util/tel.ts';

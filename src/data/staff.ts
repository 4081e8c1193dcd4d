/**
 * The centre's departments and staff, shown on /kadra: name, position, room, phones, hours and district.
 *
 * Every name, room and number here is a PLACEHOLDER in curly braces: the specification gives staff only as
 * {name}, and real people must never be invented. The centre replaces them with real data (one record per
 * person; add or remove records freely). Departments keep the order of the specification; `open` marks the
 * one section that is expanded when the page loads.
 */
import { centre } from './centre.ts';

export interface StaffDistrict {
  /** Streets of the town in this person's area. */
  streets: string[];
  /** Villages of the municipality in this person's area. */
  villages: string[];
}

export interface StaffMember {
  /** Name and surname. */
  name: string;
  position: string;
  /** Room number or description, e.g. "pokój 4". */
  room: string;
  phone: string;
  mobile?: string;
  /** Working hours, as residents should read them. */
  hours: string;
  /** Area assignment of social workers and family assistants. */
  district?: StaffDistrict;
}

export interface Department {
  /** Stable id, used as the element id of the section (e.g. /kadra#dyrekcja). */
  id: string;
  title: string;
  /** Expanded when the page loads (only management, per the specification). */
  open?: boolean;
  staff: StaffMember[];
}

const { office, director, socialWorkersOffice, socialWorkersField } = centre.hours;

/** Ordinary working hours of the centre. */
const officeHours = `${office.days}, ${office.hours}`;
/** Social workers: on duty in the office in the morning, in the field afterwards. */
const socialWorkerHours = `${office.days}, ${office.hours}; dyżur w ośrodku ${socialWorkersOffice.hours}, praca w terenie ${socialWorkersField.hours}`;

/** A placeholder district, to be replaced with the real streets and villages of the area. */
function placeholderDistrict(n: number): StaffDistrict {
  return {
    streets: [`{ulice rejonu ${n}}`], // PLACEHOLDER
    villages: [`{miejscowości rejonu ${n}}`], // PLACEHOLDER
  };
}

export const departments: Department[] = [
  {
    id: 'dyrekcja',
    title: 'Dyrekcja',
    open: true,
    staff: [
      {
        name: '{imię i nazwisko dyrektora}', // PLACEHOLDER
        position: 'Dyrektor Ośrodka',
        room: '{nr pokoju}', // PLACEHOLDER
        phone: centre.phone,
        hours: `${officeHours}; przyjmuje interesantów: ${director.days}, ${director.hours}`,
      },
    ],
  },
  {
    id: 'dzial-metodyczny',
    title: 'Dział metodyczny',
    staff: [
      {
        name: '{imię i nazwisko – dział metodyczny 1}', // PLACEHOLDER
        position: '{stanowisko}', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: centre.phone,
        hours: officeHours,
      },
    ],
  },
  {
    id: 'uslugi-opiekuncze',
    title: 'Usługi opiekuńcze',
    staff: [
      {
        name: '{imię i nazwisko – usługi opiekuńcze 1}', // PLACEHOLDER
        position: '{stanowisko}', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 07', // PLACEHOLDER
        hours: officeHours,
      },
    ],
  },
  {
    id: 'klub-seniora',
    title: 'Nowotomyski Klub Seniora',
    staff: [
      {
        name: '{imię i nazwisko – klub seniora 1}', // PLACEHOLDER
        position: '{stanowisko}', // PLACEHOLDER
        room: '{adres lub nr pokoju klubu}', // PLACEHOLDER
        phone: '+48 61 000 00 09', // PLACEHOLDER
        hours: officeHours,
      },
    ],
  },
  {
    id: 'dzial-finansowo-ksiegowy',
    title: 'Dział finansowo-księgowy',
    staff: [
      {
        name: '{imię i nazwisko – główny księgowy}', // PLACEHOLDER
        position: 'Główny księgowy', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 10', // PLACEHOLDER
        hours: officeHours,
      },
      {
        name: '{imię i nazwisko – kasa}', // PLACEHOLDER
        position: 'Kasjer', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 10', // PLACEHOLDER
        hours: `${officeHours}; kasa czynna: ${centre.hours.cashDesk.days}, ${centre.hours.cashDesk.hours}`,
      },
    ],
  },
  {
    id: 'dzial-pomocy-spolecznej',
    title: 'Dział pomocy społecznej – pracownicy socjalni',
    staff: [1, 2, 3].map((n) => ({
      name: `{imię i nazwisko – pracownik socjalny ${n}}`, // PLACEHOLDER
      position: 'Pracownik socjalny',
      room: '{nr pokoju}', // PLACEHOLDER
      phone: '+48 61 000 00 02', // PLACEHOLDER
      mobile: '+48 600 000 000', // PLACEHOLDER
      hours: socialWorkerHours,
      district: placeholderDistrict(n),
    })),
  },
  {
    id: 'dzial-swiadczen-rodzinnych',
    title: 'Dział świadczeń rodzinnych',
    staff: [
      {
        name: '{imię i nazwisko – świadczenia rodzinne 1}', // PLACEHOLDER
        position: '{stanowisko}', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 03', // PLACEHOLDER
        hours: officeHours,
      },
    ],
  },
  {
    id: 'kadry',
    title: 'Kadry',
    staff: [
      {
        name: '{imię i nazwisko – kadry}', // PLACEHOLDER
        position: '{stanowisko}', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 11', // PLACEHOLDER
        hours: officeHours,
      },
    ],
  },
  {
    id: 'radca-prawny',
    title: 'Radca prawny',
    staff: [
      {
        name: '{imię i nazwisko – radca prawny}', // PLACEHOLDER
        position: 'Radca prawny',
        room: '{nr pokoju}', // PLACEHOLDER
        phone: centre.phone,
        hours: '{dni i godziny dyżuru}', // PLACEHOLDER
      },
    ],
  },
  {
    id: 'asystenci-rodziny',
    title: 'Asystenci rodziny',
    staff: [1, 2].map((n) => ({
      name: `{imię i nazwisko – asystent rodziny ${n}}`, // PLACEHOLDER
      position: 'Asystent rodziny',
      room: '{nr pokoju}', // PLACEHOLDER
      phone: '+48 61 000 00 08', // PLACEHOLDER
      mobile: '+48 600 000 000', // PLACEHOLDER
      hours: officeHours,
    })),
  },
  {
    id: 'sekretariat',
    title: 'Sekretariat',
    staff: [
      {
        name: '{imię i nazwisko – sekretariat}', // PLACEHOLDER
        position: 'Pracownik sekretariatu', // PLACEHOLDER
        room: '{nr pokoju}', // PLACEHOLDER
        phone: '+48 61 000 00 01', // PLACEHOLDER
        hours: officeHours,
      },
    ],
  },
];

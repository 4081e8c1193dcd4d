/**
 * The centre's departments and staff, shown on /kadra: name, position, room, phones, hours and district.
 *
 * Every name, room and number wrapped in `placeholder(…)` is an example: the specification gives staff only as
 * {name}, and real people must never be invented. The centre replaces them with real data (one record per
 * person; add or remove records freely). Departments keep the order of the specification; `open` marks the
 * one section that is expanded when the page loads.
 */
import { centre } from './centre.ts';
import { placeholder } from './placeholder.ts';

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
    streets: [placeholder(`Ulice rejonu ${n}`)],
    villages: [placeholder(`Miejscowości rejonu ${n}`)],
  };
}

export const departments: Department[] = [
  {
    id: 'dyrekcja',
    title: 'Dyrekcja',
    open: true,
    staff: [
      {
        name: placeholder('Imię i nazwisko dyrektora'),
        position: 'Dyrektor Ośrodka',
        room: placeholder('Nr pokoju'),
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
        name: placeholder('Imię i nazwisko – dział metodyczny 1'),
        position: placeholder('Stanowisko'),
        room: placeholder('Nr pokoju'),
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
        name: placeholder('Imię i nazwisko – usługi opiekuńcze 1'),
        position: placeholder('Stanowisko'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 07'),
        hours: officeHours,
      },
    ],
  },
  {
    id: 'klub-seniora',
    title: 'Nowotomyski Klub Seniora',
    staff: [
      {
        name: placeholder('Imię i nazwisko – klub seniora 1'),
        position: placeholder('Stanowisko'),
        room: placeholder('Adres lub nr pokoju klubu'),
        phone: placeholder('+48 61 000 00 09'),
        hours: officeHours,
      },
    ],
  },
  {
    id: 'dzial-finansowo-ksiegowy',
    title: 'Dział finansowo-księgowy',
    staff: [
      {
        name: placeholder('Imię i nazwisko – główny księgowy'),
        position: placeholder('Główny księgowy'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 10'),
        hours: officeHours,
      },
      {
        name: placeholder('Imię i nazwisko – kasa'),
        position: placeholder('Kasjer'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 10'),
        hours: `${officeHours}; kasa czynna: ${centre.hours.cashDesk.days}, ${centre.hours.cashDesk.hours}`,
      },
    ],
  },
  {
    id: 'dzial-pomocy-spolecznej',
    title: 'Dział pomocy społecznej – pracownicy socjalni',
    staff: [1, 2, 3].map((n) => ({
      name: placeholder(`Imię i nazwisko – pracownik socjalny ${n}`),
      position: 'Pracownik socjalny',
      room: placeholder('Nr pokoju'),
      phone: placeholder('+48 61 000 00 02'),
      mobile: placeholder('+48 600 000 000'),
      hours: socialWorkerHours,
      district: placeholderDistrict(n),
    })),
  },
  {
    id: 'dzial-swiadczen-rodzinnych',
    title: 'Dział świadczeń rodzinnych',
    staff: [
      {
        name: placeholder('Imię i nazwisko – świadczenia rodzinne 1'),
        position: placeholder('Stanowisko'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 03'),
        hours: officeHours,
      },
    ],
  },
  {
    id: 'kadry',
    title: 'Kadry',
    staff: [
      {
        name: placeholder('Imię i nazwisko – kadry'),
        position: placeholder('Stanowisko'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 11'),
        hours: officeHours,
      },
    ],
  },
  {
    id: 'radca-prawny',
    title: 'Radca prawny',
    staff: [
      {
        name: placeholder('Imię i nazwisko – radca prawny'),
        position: 'Radca prawny',
        room: placeholder('Nr pokoju'),
        phone: centre.phone,
        hours: placeholder('Dni i godziny dyżuru'),
      },
    ],
  },
  {
    id: 'asystenci-rodziny',
    title: 'Asystenci rodziny',
    staff: [1, 2].map((n) => ({
      name: placeholder(`Imię i nazwisko – asystent rodziny ${n}`),
      position: 'Asystent rodziny',
      room: placeholder('Nr pokoju'),
      phone: placeholder('+48 61 000 00 08'),
      mobile: placeholder('+48 600 000 000'),
      hours: officeHours,
    })),
  },
  {
    id: 'sekretariat',
    title: 'Sekretariat',
    staff: [
      {
        name: placeholder('Imię i nazwisko – sekretariat'),
        position: placeholder('Pracownik sekretariatu'),
        room: placeholder('Nr pokoju'),
        phone: placeholder('+48 61 000 00 01'),
        hours: officeHours,
      },
    ],
  },
];

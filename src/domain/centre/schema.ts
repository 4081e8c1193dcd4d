/**
 * What a centre's data files (centres/<id>/centre.yaml, staff.yaml, documents.yaml) must hold, checked when the
 * build reads them (src/integrations/centre/), so a mistake stops it with the file and the field named in Polish.
 * Only the build's Node side validates; the pages get the checked data and the types inferred here.
 */
import { z } from 'astro/zod';
import { themeSchema } from './theme.ts';

const missingOr = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'brakuje tego pola' : what;

const text = () => z.string({ error: missingOr('ma być tekstem') });
const filled = () => text().trim().min(1, 'nie może być puste');
const phone = () =>
  text().regex(/^\+48(?: ?\d){9}$/, 'ma być numerem telefonu: +48 i dziewięć cyfr, np. +48 61 000 00 00');
const email = () => text().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, 'ma być adresem e-mail, np. sekretariat@ops.pl');
const webAddress = () => text().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'ma być adresem strony od https://');
/** A day of the accessibility declaration; empty until the centre knows it. */
const day = () => text().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'ma być datą RRRR-MM-DD albo pustym tekstem');

const hours = z.object(
  { label: filled(), days: filled(), hours: filled() },
  { error: missingOr('ma mieć label, days i hours') },
);
const section = z.object(
  { name: filled(), room: filled(), phone: phone() },
  { error: missingOr('ma mieć name, room i phone') },
);
const contact = (label: string) =>
  z.object({ addressee: filled(), email: email(), phone: phone() }, { error: missingOr(`ma opisywać ${label}`) });
const group = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, { error: missingOr('ma być grupą pól') });

export const centreSchema = z.strictObject({
  name: filled(),
  nameGenitive: filled(),
  nameInUkrainian: group({ nominative: filled(), genitive: filled() }),
  shortName: filled(),
  abbreviation: filled(),
  address: group({
    street: filled(),
    postalCode: text().regex(/^\d{2}-\d{3}$/, 'ma być kodem pocztowym 00-000'),
    city: filled(),
  }),
  town: group({ nominative: filled(), genitive: filled(), locative: filled(), adjective: filled() }),
  municipality: filled(),
  mayor: group({ nominative: filled(), genitive: filled() }),
  voivodeship: group({ name: filled(), region: filled(), adjective: filled(), voivode: filled() }),
  phone: phone(),
  smsPhone: phone(),
  email: email(),
  website: webAddress(),
  eDeliveryAddress: text().regex(/^AE:PL-[\dA-Z-]+$/, 'ma być adresem do e-Doręczeń, np. AE:PL-12345-67890-ABCDE-12'),
  bipUrl: webAddress(),
  socialMedia: group({ name: filled(), url: webAddress() }),
  emergencyNumber: filled(),
  signLanguageRecording: z.strictObject({ video: filled(), captions: filled() }).nullable(),
  hours: group({
    office: hours,
    officeProcurement: hours,
    cashDesk: hours,
    director: hours,
    socialWorkersOffice: hours,
    socialWorkersField: hours,
    heatingVoucher: hours,
  }),
  sections: group({
    secretariat: section,
    socialAssistance: section,
    familyBenefits: section,
    housingAndHeating: section,
    scholarships: section,
    largeFamilyCard: section,
    careServices: section,
    familyAssistants: section,
    seniorClub: section,
    finance: section,
    humanResources: section,
  }),
  taxData: group({ nip: filled(), regon: filled() }),
  bankAccount: group({ bank: filled(), number: filled() }),
  dataProtectionOfficer: contact('inspektora ochrony danych'),
  dataProtectionDeputy: contact('zastępcę inspektora ochrony danych'),
  accessibility: group({
    contactPerson: filled(),
    email: email(),
    phone: phone(),
    websitePublished: day(),
    websiteUpdated: day(),
    declarationPrepared: day(),
    declarationReviewed: day(),
    building: group({ entrance: filled(), floors: filled(), toilet: filled(), parking: filled(), aids: filled() }),
  }),
  /** Shared pages this centre does not show, by their path in content/pages without the extension. */
  hiddenPages: z.array(
    text().regex(
      /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
      'ma być adresem strony bez ukośnika, np. karta-duzej-rodziny',
    ),
    { error: missingOr('ma być listą adresów stron') },
  ),
});

const staffMember = z.strictObject({
  name: filled(),
  position: filled(),
  room: filled(),
  phone: phone(),
  mobile: phone().optional(),
  hours: filled(),
  district: z.strictObject({ streets: z.array(filled()), villages: z.array(filled()) }).optional(),
});

export const staffSchema = z.strictObject({
  departments: z.array(
    z.strictObject({
      id: text().regex(/^[a-z]+(-[a-z]+)*$/, 'ma być identyfikatorem z małych liter i łączników'),
      title: filled(),
      open: z.boolean().optional(),
      staff: z.array(staffMember),
    }),
    { error: missingOr('ma być listą działów') },
  ),
});

const siteDocument = z.strictObject({
  href: text().regex(
    /^\/documents\/\S+\.pdf$/,
    'ma być adresem pliku PDF w /documents/',
  ) as z.ZodType<`/documents/${string}`>,
  title: filled(),
});

export const documentsSchema = z.strictObject({
  /** Named lists for `<Documents list="…" />`. */
  lists: z.record(text().regex(/^[a-z]+(-[a-z]+)*$/, 'nazwa listy: małe litery i łączniki'), z.array(siteDocument)),
  /** The centre's information clauses, listed after the shared ones. */
  clauses: z.array(siteDocument),
  /** Documents linked one by one (`<DocumentLink />`), in no list. */
  single: z.array(siteDocument),
  /** The centre's own forms, by the section of the downloads page (its id) they join after the shared ones. */
  forms: z
    .record(text().regex(/^[a-z]+(-[a-z]+)*$/, 'sekcja: małe litery i łączniki'), z.array(siteDocument))
    .default({}),
});

const count = (what: string) => z.number({ error: missingOr(`${what} ma być liczbą`) });
const money = z.strictObject({ zloty: count('zloty'), decimals: count('decimals').int().optional() });
const quantity = z.strictObject({ value: count('value'), unit: text(), decimals: count('decimals').int().optional() });
const series = z.strictObject({
  values: z
    .array(
      z.strictObject({
        from: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'dzień, od którego obowiązuje: RRRR-MM-DD'),
        zloty: count('zloty'),
        decimals: count('decimals').int().optional(),
        source: filled(),
      }),
    )
    .min(1, 'podaj co najmniej jedną wartość'),
});
const figure = z.union([money, quantity, series], {
  error: 'ma być kwotą { zloty: … }, liczbą { value: …, unit: … } albo kwotą w czasie { values: [ … ] }',
});

/** The centre's own amounts, by group and name: `<Amount id="seniorClub.places" />`. */
export const amountsSchema = z.record(
  text().regex(/^[a-z][a-zA-Z0-9]*$/, 'nazwa grupy: litery i cyfry, np. seniorClub'),
  z.record(text().regex(/^[a-z][a-zA-Z0-9]*$/, 'nazwa kwoty: litery i cyfry, np. babyGift'), figure),
);

export type CentreData = z.infer<typeof centreSchema>;
export type StaffData = z.infer<typeof staffSchema>;
export type DocumentsData = z.infer<typeof documentsSchema>;
export type AmountsData = z.infer<typeof amountsSchema>;

/** The schema of each data file of a centre's folder, by file name. */
export const centreFileSchemas = {
  'centre.yaml': centreSchema,
  'staff.yaml': staffSchema,
  'documents.yaml': documentsSchema,
  'amounts.yaml': amountsSchema,
  'theme.yaml': themeSchema,
} as const;

export type CentreFileName = keyof typeof centreFileSchemas;

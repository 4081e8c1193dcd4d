import { forms } from './forms.ts';
import { informationClauses } from './index.ts';
import { centreForms } from './centre.ts';
import type { SiteDocument } from './types.ts';

export interface DownloadSection {
  id: string;
  title: string;
  documents: readonly SiteDocument[];
}

/** The ten accordion sections of the downloads page, in the order residents know them: the shared forms. */
const sharedSections: DownloadSection[] = [
  { id: 'pomoc-spoleczna', title: 'Pomoc społeczna', documents: forms.socialAssistance },
  { id: 'swiadczenia-rodzinne', title: 'Świadczenia rodzinne', documents: forms.familyBenefits },
  { id: 'fundusz-alimentacyjny', title: 'Fundusz alimentacyjny', documents: forms.maintenanceFund },
  { id: 'stypendia-szkolne', title: 'Stypendia i zasiłki szkolne', documents: forms.schoolScholarships },
  { id: 'dodatek-mieszkaniowy', title: 'Dodatek mieszkaniowy', documents: forms.housingAllowance },
  { id: 'karty-duzej-rodziny', title: 'Karty dużej rodziny', documents: forms.largeFamilyCards },
  { id: 'klauzule-rodo', title: 'Klauzule informacyjne RODO', documents: informationClauses },
  { id: 'asystent-osobisty', title: 'Asystent osobisty', documents: forms.personalAssistant },
  { id: 'bon-cieplowniczy', title: 'Bon ciepłowniczy', documents: forms.heatingVoucher },
  { id: 'sygnalisci', title: 'Formularz dla sygnalistów', documents: forms.whistleblower },
];

const unknownSections = Object.keys(centreForms).filter((id) => !sharedSections.some((section) => section.id === id));
if (unknownSections.length)
  throw new Error(
    `documents.yaml ośrodka, pole „forms”: nie ma sekcji ${unknownSections.join(', ')} na stronie /pliki-do-pobrania; są: ${sharedSections.map(({ id }) => id).join(', ')}.`,
  );

/** Each section with the centre's own forms for it (documents.yaml, `forms`) after the shared ones. */
export const downloadSections: DownloadSection[] = sharedSections.map((section) => ({
  ...section,
  documents: [...section.documents, ...(centreForms[section.id] ?? [])],
}));

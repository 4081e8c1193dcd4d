/**
 * Blocks that show a part of the site's data on the one page made for it; they take nothing. (Keystatic cannot keep
 * a block out of the insert menu and still allow it at the top level of a page, so their descriptions say where
 * they belong.)
 */
import { defineContract } from './contract.ts';

const dataBlock = (label: string, description: string) =>
  defineContract({ kind: 'block', label, description, props: {} });

export const SectionPhones = dataBlock('Telefony działów', 'Telefony działów ośrodka (strona Kontakt).');

export const StaffDepartments = dataBlock('Kadra', 'Działy i pracownicy ośrodka (tylko strona Kadra).');

export const DataProtectionOfficers = dataBlock(
  'Inspektorzy ochrony danych',
  'Kontakt do inspektorów ochrony danych (strona Ochrona danych osobowych).',
);

export const DownloadSections = dataBlock(
  'Formularze według działów',
  'Wszystkie formularze według działów (tylko strona Pliki do pobrania).',
);

export const SelfCheckForm = dataBlock(
  'Formularz „Sprawdź, jaka pomoc Ci przysługuje”',
  'Kalkulator dochodu (tylko strona Sprawdź uprawnienia).',
);

export const HeatingVoucherAmounts = dataBlock(
  'Kwoty bonu ciepłowniczego',
  'Tabela kwot bonu z danych kwot (strona Bon ciepłowniczy).',
);

export const HousingAreaNorms = dataBlock(
  'Normy powierzchni',
  'Tabela norm powierzchni z danych kwot (strona Dodatek mieszkaniowy).',
);

export const SignLanguageRecording = dataBlock(
  'Nagranie w polskim języku migowym',
  'Film z informacją o ośrodku w PJM (strona Język migowy).',
);

export const RegisteredFilesList = dataBlock(
  'Pliki dodane przez administratora',
  'Pliki z panelu administratora (tylko strona Pliki do pobrania).',
);

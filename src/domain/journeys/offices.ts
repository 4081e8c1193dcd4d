/**
 * The names of the offices a journey sends a resident to besides this centre, as the steps' 'Kto' says them.
 * Polish names of Polish institutions stay Polish on a Ukrainian page, marked so (docs/decisions.md, issue 34).
 */
import type { OfficeId } from './types.ts';

export const offices: Record<OfficeId, string> = {
  zus: 'Zakład Ubezpieczeń Społecznych (ZUS)',
  labourOffice: 'Powiatowy urząd pracy',
  disabilityTeam: 'Powiatowy zespół do spraw orzekania o niepełnosprawności',
  registryOffice: 'Urząd stanu cywilnego',
};

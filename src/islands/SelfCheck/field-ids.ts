import type { HouseholdField } from '../../domain/benefits/household-form.ts';

/** Element ids of the form's fields: fixed, as the page has one form, and the result's hints link to them. */
export const fieldIds: Record<HouseholdField | 'disability', string> = {
  persons: 'self-check-persons',
  income: 'self-check-income',
  personsAged75: 'self-check-persons-aged-75',
  disability: 'self-check-disability',
  children: 'self-check-children',
};

/**
 * The centre's departments and staff, shown on /kadra: name, position, room, phones, hours and district, from the
 * selected centre's centres/<id>/staff.yaml. Names, rooms and numbers written there as `PRZYKŁAD …` are examples:
 * real people are never invented, and a production build refuses to run while any is left.
 */
import data from 'virtual:centre/staff';
import type { StaffData } from './schema.ts';

export type Department = StaffData['departments'][number];
export type StaffMember = Department['staff'][number];
export type StaffDistrict = NonNullable<StaffMember['district']>;

export const departments: readonly Department[] = data.departments;

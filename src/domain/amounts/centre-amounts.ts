/**
 * The selected centre's own amounts (centres/<id>/amounts.yaml: a municipal resolution's gift, a club's places), in
 * the national amounts' model: a sum, a quantity, or values through time each with its day and its act.
 */
import data from 'virtual:centre/amounts';
import { dated, type Figure } from './money.ts';

type CentreFigure = (typeof data)[string][string];

const toFigure = (figure: CentreFigure): Figure => ('values' in figure ? dated(...figure.values) : figure);

export const centreAmounts: Readonly<Record<string, Readonly<Record<string, Figure>>>> = Object.fromEntries(
  Object.entries(data).map(([group, figures]) => [
    group,
    Object.fromEntries(Object.entries(figures).map(([name, figure]) => [name, toFigure(figure)])),
  ]),
);

/** The centre's groups that take a national group's name: each would hide the national amounts. */
export function groupsClashing(national: object): string[] {
  return Object.keys(centreAmounts).filter((group) => group in national);
}

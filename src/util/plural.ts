/** The Polish form of a noun after a number: 1 plik, 2 pliki, 5 plików, 22 pliki, 112 plików. */
export function plural(count: number, forms: { one: string; few: string; many: string }): string {
  if (count === 1) return forms.one;
  const tens = count % 100;
  const units = count % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? forms.few : forms.many;
}

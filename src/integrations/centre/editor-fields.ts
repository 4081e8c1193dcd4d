/**
 * The visual editor's fields for a centre's data file, made from the file's own shape (keystatic.config.ts), so the
 * editor opens and saves every value as it is written, examples (`PRZYKŁAD …`) included, and a field added to the
 * schema needs no second description here. Text is text, numbers numbers, lists lists of the shape of all their
 * items; a key some items of a list lack is left out when empty, and one the editor cannot draw (an absent group,
 * `null`) is kept as it is.
 */
import { fields, type ComponentSchema } from '@keystatic/core';

type Shape = Record<string, unknown>;

const isGroup = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A checkbox written only when ticked, as a missing `open` means not ticked. */
function checkboxWhenTicked(label: string): ComponentSchema {
  const field = fields.checkbox({ label, defaultValue: false });
  return { ...field, serialize: (value: boolean) => (value ? field.serialize(value) : { value: undefined }) };
}

/** The fields of groups of one shape (a file, or every item of a list): each key, from all the values it has. */
function groupFields(groups: Shape[]): Record<string, ComponentSchema> {
  const keys = [...new Set(groups.flatMap((group) => Object.keys(group)))];
  return Object.fromEntries(
    keys.map((key) => {
      const values = groups.filter((group) => key in group).map((group) => group[key]);
      const optional = values.length < groups.length;
      if (optional && values.every((value) => typeof value === 'boolean')) return [key, checkboxWhenTicked(key)];
      // An absent group or list cannot be told from an empty one in the editor: kept as written.
      if (optional && !values.every((value) => typeof value === 'string')) return [key, fields.ignored()];
      return [key, fieldFor(values, key)];
    }),
  );
}

/** The field for a key that holds `values` (in one file, or in every item of a list). */
function fieldFor(values: unknown[], label: string): ComponentSchema {
  if (values.every((value) => typeof value === 'string'))
    return fields.text({ label, multiline: values.some((value) => value.length > 80) });
  if (values.every((value) => typeof value === 'number')) return fields.number({ label });
  if (values.every((value) => typeof value === 'boolean')) return fields.checkbox({ label, defaultValue: false });
  if (values.every((value) => Array.isArray(value))) return listField(values.flat(), label);
  if (values.every(isGroup)) return fields.object(groupFields(values), { label });
  return fields.ignored();
}

function listField(items: unknown[], label: string): ComponentSchema {
  if (items.length && items.every(isGroup)) {
    const element = fields.object(groupFields(items));
    const title = ['title', 'name', 'href', 'page'].find((key) => items.some((item) => typeof item[key] === 'string'));
    return fields.array(element, {
      label,
      ...(title && { itemLabel: (item) => String((item.fields[title] as { value: unknown }).value) }),
    });
  }
  // A list of words, or an empty one (the hidden pages): text.
  return items.every((item) => typeof item === 'string')
    ? fields.array(fields.text({ label }), { label })
    : fields.ignored();
}

/** The fields of a whole data file. */
export const fileFields = (data: unknown): Record<string, ComponentSchema> =>
  isGroup(data) ? groupFields([data]) : {};

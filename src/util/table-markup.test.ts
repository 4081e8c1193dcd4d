import { describe, expect, it } from 'vitest';
import { dataTableInside, isSingleTable } from './table-markup.ts';

const markdownTable = `<table>
<thead>
<tr>
<th>Sytuacja</th>
<th>Kwota</th>
</tr>
</thead>
<tbody>
<tr>
<td>Najwyższy zasiłek</td>
<td><span class="amount">1 229 zł</span></td>
</tr>
<tr>
<td><a href="/zasilek-rodzinny">Zasiłek rodzinny</a></td>
<td>bez kryterium</td>
</tr>
</tbody>
</table>`;

describe('dataTableInside', () => {
  it('gives column headers their scope and makes each row’s first cell its header', () => {
    const inside = dataTableInside(markdownTable);
    expect(inside).not.toContain('<table>');
    expect(inside.match(/<th scope="col">/g)).toHaveLength(2);
    expect(inside).toContain(
      '<tr>\n<th scope="row">Najwyższy zasiłek</th>\n<td><span class="amount">1 229 zł</span></td>',
    );
    expect(inside).toContain(
      '<th scope="row"><a href="/zasilek-rodzinny">Zasiłek rodzinny</a></th>\n<td>bez kryterium</td>',
    );
    expect(inside.match(/<td>/g)).toHaveLength(2);
  });

  it('knows a single table from anything else', () => {
    expect(isSingleTable(`\n${markdownTable}\n`)).toBe(true);
    expect(isSingleTable('<p>tekst</p>')).toBe(false);
    expect(isSingleTable(`${markdownTable}<p>więcej</p>`)).toBe(false);
  });
});

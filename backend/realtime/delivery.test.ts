import { describe, expect, it } from 'vitest';
import type { Identity } from '../identity.ts';
import type { TableInfo } from '../schema.ts';
import type { Binding } from './admission.ts';
import type { Channel } from './channels.ts';
import { changeData, matches, selectTargets, type ChangeRow } from './delivery.ts';

const news: TableInfo = {
  schema: 'public',
  name: 'news_items',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'title', type: 'text' },
    { name: 'category', type: 'text' },
  ],
  primaryKey: ['id'],
};

function change(type: ChangeRow['type'], record: Record<string, unknown> | null, old: typeof record = null): ChangeRow {
  return {
    id: 1,
    schema_name: 'public',
    table_name: 'news_items',
    type,
    record,
    old_record: old,
    commit_timestamp: new Date('2026-11-22T10:00:00Z'),
  };
}

function binding(overrides: Partial<Binding>): Binding {
  return {
    id: 1,
    echo: { event: '*', schema: 'public' },
    event: '*',
    schema: 'public',
    table: null,
    filter: null,
    ...overrides,
  };
}

const row = { id: 'a1', title: 'Dodatek osłonowy', category: 'programs' };
const inPrograms = { column: 'category', values: ['programs'], negate: false };

describe('matches', () => {
  it.each([
    ['every change of the schema', binding({}), change('INSERT', row), true],
    ['its table', binding({ table: 'news_items' }), change('UPDATE', row), true],
    ['not another table', binding({ table: 'assets' }), change('INSERT', row), false],
    ['not another schema', binding({ schema: 'private' }), change('INSERT', row), false],
    ['its event', binding({ event: 'DELETE' }), change('DELETE', null, { id: 'a1' }), true],
    ['not another event', binding({ event: 'INSERT' }), change('UPDATE', row), false],
    ['a row the filter names', binding({ filter: inPrograms }), change('INSERT', row), true],
    [
      'not a row it does not',
      binding({ filter: inPrograms }),
      change('INSERT', { ...row, category: 'general' }),
      false,
    ],
    [
      'with neq, a row it does not name',
      binding({ filter: { ...inPrograms, negate: true } }),
      change('INSERT', { ...row, category: 'general' }),
      true,
    ],
    [
      'with neq, not a row it names',
      binding({ filter: { ...inPrograms, negate: true } }),
      change('INSERT', row),
      false,
    ],
    [
      'not a null value, with eq or neq',
      binding({ filter: { ...inPrograms, negate: true } }),
      change('INSERT', { ...row, category: null }),
      false,
    ],
    [
      'a number by its text',
      binding({ filter: { column: 'views', values: ['3'], negate: false } }),
      change('INSERT', { ...row, views: 3 }),
      true,
    ],
    [
      'every delete, whatever the filter (the old row has only its key)',
      binding({ filter: inPrograms }),
      change('DELETE', null, { id: 'a1' }),
      true,
    ],
  ])('a binding takes %s', (_name, subscribed, changed, expected) => {
    expect(matches(subscribed, changed)).toBe(expected);
  });
});

describe('changeData', () => {
  it('sends the new row of an insert and no old one', () => {
    const data = changeData(news, change('INSERT', row));
    expect(data).toMatchObject({
      type: 'INSERT',
      record: row,
      commit_timestamp: '2026-11-22T10:00:00.000Z',
      errors: null,
    });
    expect(data).not.toHaveProperty('old_record');
    expect(data.columns).toEqual(news.columns);
  });

  it('gives only the primary key of the old row, as hosted Realtime', () => {
    expect(changeData(news, change('UPDATE', row, row))).toMatchObject({ record: row, old_record: { id: 'a1' } });
    const deleted = changeData(news, change('DELETE', null, row));
    expect(deleted.old_record).toEqual({ id: 'a1' });
    expect(deleted).not.toHaveProperty('record');
  });
});

describe('selectTargets', () => {
  const identity = (exp?: number): Identity => ({
    role: 'anon',
    claims: exp === undefined ? { role: 'anon' } : { role: 'anon', exp },
  });
  const channel = (topic: string, bindings: Binding[], exp?: number): Channel => ({
    topic,
    joinRef: '1',
    bindings,
    identity: identity(exp),
  });
  const socket = (...channels: Channel[]) => ({ channels: new Map(channels.map((c) => [c.topic, c])) });

  it('names each channel once with the ids of its bindings that match', () => {
    const all = binding({ id: 1 });
    const inserts = binding({ id: 2, event: 'INSERT' });
    const deletes = binding({ id: 3, event: 'DELETE' });
    const first = socket(channel('a', [all, inserts, deletes]), channel('b', [deletes]));
    const second = socket(channel('c', [inserts]));
    const { targets, expired } = selectTargets([first, second], change('INSERT', row), 1000);
    expect(targets.map((target) => [target.channel.topic, target.ids])).toEqual([
      ['a', [1, 2]],
      ['c', [2]],
    ]);
    expect(expired).toEqual([]);
  });

  it('sets apart the channels whose token has expired when the change arrives', () => {
    const connection = socket(channel('live', [binding({})], 2000), channel('stale', [binding({})], 1000));
    const { targets, expired } = selectTargets([connection], change('INSERT', row), 1000);
    expect(targets.map((target) => target.channel.topic)).toEqual(['live']);
    expect(expired.map((target) => [target.channel.topic, target.exp])).toEqual([['stale', 1000]]);
  });
});

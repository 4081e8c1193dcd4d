import { asRole, type Database } from '../database.ts';
import { quoteIdent, type TableInfo } from '../schema.ts';
import type { Identity } from '../identity.ts';
import type { Binding } from './admission.ts';
import { closeChannel, send, type Channel, type Connection } from './channels.ts';

/** A row of `local_realtime.changes`, queued by the capture trigger. */
export interface ChangeRow {
  id: number;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: Date;
}

export function matches(binding: Binding, change: ChangeRow): boolean {
  if (binding.schema !== change.schema_name) return false;
  if (binding.table !== null && binding.table !== change.table_name) return false;
  if (binding.event !== '*' && binding.event !== change.type) return false;
  // As on hosted Realtime, deletes cannot be filtered: the old row carries only its key.
  if (!binding.filter || change.type === 'DELETE') return true;
  const value = change.record?.[binding.filter.column];
  if (value === null || value === undefined) return false;
  return binding.filter.values.includes(String(value)) !== binding.filter.negate;
}

/** The `data` of a `postgres_changes` event; DELETE and the old row of UPDATE carry only the primary key. */
export function changeData(table: TableInfo, change: ChangeRow): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: change.commit_timestamp.toISOString(),
    type: change.type,
    columns: table.columns.map((column) => ({ name: column.name, type: column.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = change.record;
  if (change.type !== 'INSERT') {
    data.old_record = Object.fromEntries(table.primaryKey.map((column) => [column, change.old_record?.[column]]));
  }
  return data;
}

export interface Target<C = Connection> {
  connection: C;
  channel: Channel;
  /** Ids of the channel's bindings the change matches, each once. */
  ids: number[];
}

/**
 * The channels a change matches, split into those to send it to and those whose token has expired (Realtime
 * closes them instead).
 */
export function selectTargets<C extends Pick<Connection, 'channels'>>(
  connections: Iterable<C>,
  change: ChangeRow,
  nowSeconds: number,
): { targets: Target<C>[]; expired: (Target<C> & { exp: number })[] } {
  const targets: Target<C>[] = [];
  const expired: (Target<C> & { exp: number })[] = [];
  for (const connection of connections) {
    for (const channel of connection.channels.values()) {
      const ids = channel.bindings.filter((binding) => matches(binding, change)).map((binding) => binding.id);
      if (ids.length === 0) continue;
      const exp = channel.identity.claims.exp;
      if (typeof exp === 'number' && exp <= nowSeconds) expired.push({ connection, channel, ids, exp });
      else targets.push({ connection, channel, ids });
    }
  }
  return { targets, expired };
}

/** Whether the row may be read with this identity, checked by primary key through row-level security. */
async function visibleTo(
  database: Database,
  identity: Identity,
  table: TableInfo,
  record: Record<string, unknown>,
): Promise<boolean> {
  if (identity.role === 'service_role') return true;
  if (table.primaryKey.length === 0) return false;
  const params = table.primaryKey.map((column) => String(record[column]));
  const where = table.primaryKey.map((column, index) => `${quoteIdent(column)} = $${index + 1}`).join(' and ');
  try {
    return await asRole(database.db, identity.role, identity.claims, async (tx) => {
      const found = await tx.query(
        `select 1 from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} where ${where}`,
        params,
      );
      return found.rows.length > 0;
    });
  } catch {
    // No SELECT privilege (or any other refusal) means the subscriber may not see the row.
    return false;
  }
}

/** Sends one change to every channel that matches it and may read the row. */
export async function deliver(database: Database, connections: Iterable<Connection>, change: ChangeRow): Promise<void> {
  const table = database.tables.get(`${change.schema_name}.${change.table_name}`);
  if (!table) return;
  const now = Date.now() / 1000;
  const { targets, expired } = selectTargets(connections, change, now);
  for (const { connection, channel, exp } of expired) {
    closeChannel(connection, channel, `Token has expired ${Math.round(now - exp)} seconds ago`);
  }
  if (targets.length === 0) return;
  const data = changeData(table, change);
  // Subscribers with the same role and claims see the same rows: one check serves them all.
  const visibility = new Map<string, Promise<boolean>>();
  for (const target of targets) {
    if (change.type !== 'DELETE' && change.record) {
      const { identity } = target.channel;
      const key = `${identity.role}:${JSON.stringify(identity.claims)}`;
      if (!visibility.has(key)) visibility.set(key, visibleTo(database, identity, table, change.record));
      if (!(await visibility.get(key))) continue;
    }
    const event = { ids: target.ids, data };
    send(target.connection, [null, null, target.channel.topic, 'postgres_changes', event]);
  }
}

/**
 * Takes the capture trigger's queue in batches and delivers each change in commit order. Called on every NOTIFY;
 * a call while a drain runs makes that drain look again instead of running beside it.
 */
export function createDrain(
  database: Database,
  connections: Iterable<Connection>,
  logError: (message: string, error?: unknown) => void,
): () => Promise<void> {
  let draining = false;
  let drainAgain = false;
  return async () => {
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    try {
      do {
        drainAgain = false;
        for (;;) {
          const batch = await database.db.query<ChangeRow>(
            `delete from local_realtime.changes
              where id in (select id from local_realtime.changes order by id limit 100)
              returning id::int as id, schema_name, table_name, type, record, old_record, commit_timestamp`,
          );
          if (batch.rows.length === 0) break;
          for (const change of batch.rows.sort((a, b) => a.id - b.id)) await deliver(database, connections, change);
        }
      } while (drainAgain);
    } catch (error) {
      if (!database.db.closed) logError('realtime delivery failed', error);
    } finally {
      draining = false;
    }
  };
}

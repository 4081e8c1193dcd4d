/**
 * `npm run db:types`: applies supabase/migrations to a scratch database and writes the types of its public
 * tables to src/domain/database.types.ts. Run it after every migration that changes a table.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './lib/database-types.ts';

writeFileSync(DATABASE_TYPES_FILE, await generateDatabaseTypes());
console.log(`Zapisano ${relative(process.cwd(), DATABASE_TYPES_FILE)}.`);

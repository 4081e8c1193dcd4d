/**
 * The selected centre (`CENTRE`, default nowy-tomysl) for the scripts and the browser tests, which run in Node
 * outside Vite: its data read and checked from the same files the build reads, where its build goes and where its
 * local backend keeps its data.
 */
import { join } from 'node:path';
import { dataDirOf, outDirOf, readCentreFile, selectedCentre } from '../../src/integrations/centre/centre-files.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

export const centreId = selectedCentre(projectRoot);
export const centre = readCentreFile(projectRoot, centreId, 'centre.yaml').data;
/** The centre's own documents (documents.yaml). */
export const centreDocuments = readCentreFile(projectRoot, centreId, 'documents.yaml').data;
/** The folder its build is in (dist/ for the default centre). */
export const siteDir = join(projectRoot, outDirOf(centreId));
/** The folder its local backend keeps its database in. */
export const backendDataDir = join(projectRoot, dataDirOf(centreId));

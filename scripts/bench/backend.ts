// Measures the local backend as the site experiences it: the server runs as its own process
// (`node backend/main.ts`) and this script talks to it through supabase-js, like a browser tab.
//
//   npm run bench:backend
//
// Prints a table and writes bench-results/backend.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot, removeTemporaryFolders } from './lib/backend-process.ts';
import {
  HISTORY_VERSIONS,
  measureRequests,
  measureSafetyNet,
  measureStarts,
  measureUploads,
  REALTIME_INSERTS,
  REQUESTS,
  SAFETY_NET_RUNS,
} from './lib/backend-measures.ts';

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
try {
  console.log('Measuring start-up (several server processes)…');
  const starts = await measureStarts();
  console.log('Measuring requests and realtime…');
  const requests = await measureRequests();
  console.log('Measuring uploads…');
  const uploads = await measureUploads();
  console.log('Measuring the bin and the history…');
  const safetyNet = await measureSafetyNet();

  const table = [
    ['Start-up (new data folder unless noted)', 'process ready', 'startBackend()'],
    [
      'first start, template built now (cold cache)',
      ms(starts.firstStartBuildingTemplate.readyMs),
      ms(starts.firstStartBuildingTemplate.startMs),
    ],
    [
      'first start, prepared template (median of 3)',
      ms(starts.firstStartWithTemplate.readyMs),
      ms(starts.firstStartWithTemplate.startMs),
    ],
    [
      'first start, no template (initdb, median of 2)',
      ms(starts.firstStartWithoutTemplate.readyMs),
      ms(starts.firstStartWithoutTemplate.startMs),
    ],
    ['restart on an existing folder (median of 3)', ms(starts.restart.readyMs), ms(starts.restart.startMs)],
  ];
  const latency = [
    ['Latency through supabase-js', 'p50', 'p95'],
    [`read 100 news items (${REQUESTS} requests)`, ms(requests.read100News.p50), ms(requests.read100News.p95)],
    [
      `read 100 news items as admin (${REQUESTS} requests)`,
      ms(requests.read100NewsAsAdmin.p50),
      ms(requests.read100NewsAsAdmin.p95),
    ],
    [`insert news as admin (${REQUESTS} requests)`, ms(requests.insertAsAdmin.p50), ms(requests.insertAsAdmin.p95)],
    [
      `realtime: insert sent → event received (${REALTIME_INSERTS})`,
      ms(requests.realtimeInsertToEvent.p50),
      ms(requests.realtimeInsertToEvent.p95),
    ],
    [
      `history of an item with ${HISTORY_VERSIONS} versions read (${SAFETY_NET_RUNS})`,
      ms(safetyNet.historyRead100Versions.p50),
      ms(safetyNet.historyRead100Versions.p95),
    ],
    [
      `news item restored from the bin (${SAFETY_NET_RUNS})`,
      ms(safetyNet.restoreFromBin.p50),
      ms(safetyNet.restoreFromBin.p95),
    ],
  ];
  const storage = [
    ['Storage through supabase-js (median)', 'upload', 'public read'],
    ...uploads.map((upload) => [
      `${upload.megabytes} MB PDF (${upload.runs} runs)`,
      `${ms(upload.uploadMs)}, ${upload.uploadMBps.toFixed(0)} MB/s`,
      `${ms(upload.readMs)}, ${upload.readMBps.toFixed(0)} MB/s`,
    ]),
  ];
  for (const rows of [table, latency, storage]) {
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) =>
      `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
    console.log(
      `\n${line(rows[0]!)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.slice(1).map(line).join('\n')}`,
    );
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
  console.log(`\n${machine}`);
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results', 'backend.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, starts, requests, uploads, safetyNet }, null, 2)}\n`,
  );
} finally {
  removeTemporaryFolders();
}

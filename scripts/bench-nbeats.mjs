#!/usr/bin/env node
// `npm run bench:nbeats -- [--runs 2] [--data dir]`: issue 5's N-BEATS target, "trains the
// default configuration on a 144-point series in under 60 s on 2 cores". The series is a real one,
// M3 monthly N2601 whole (126 training + 18 held-out months = 144 points). Prints the seconds of
// each fit (training, calibration and intervals: what a user waits for) and the peak RSS.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MODELS } from '../packages/forecast/src/models.ts';

const SERIES_ID = 'N2601';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    data: { type: 'string', default: process.env.M3_DATA_DIR ?? '/work/shared/datasets/forecast' },
  },
});

const readSeries = (file) => JSON.parse(readFileSync(join(args.data, file), 'utf8')).series;
const training = readSeries('m3_monthly.json').find((s) => s.id === SERIES_ID);
const held = readSeries('m3_monthly_actuals.json').find((s) => s.id === SERIES_ID);
const values = [...training.values, ...held.actual];
const series = { values, frequency: 12, start: training.start };
const nbeats = MODELS.nbeats;
const params = nbeats.parseParams({});

process.stdout.write(
  `N-BEATS defaults on ${SERIES_ID} (${values.length} points), ${availableParallelism()} cores\n`,
);
for (let run = 1; run <= Number(args.runs); run++) {
  const began = performance.now();
  const model = await nbeats.fit(series, params, { seed: run });
  model.predict(18);
  const seconds = (performance.now() - began) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `run ${run}: ${seconds.toFixed(1)} s (target < 60 s), peak RSS ${rssMb.toFixed(0)} MB\n`,
  );
}

import type { Job } from '@bus/domain';
import type { App } from '../../platform/http/app-type';
import { API, fixture, formFields, upload } from '../financial-data/test-support';

export const COSTING = '/api/costing';
export const SAMPLES = ['A_city_bus_300', 'B_intercity_small'] as const;
export type Sample = (typeof SAMPLES)[number];

/** Uploads a sample's statements (all.csv) through the data center; returns the company id. */
export async function uploadSample(
  app: App,
  cookie: string,
  sample: Sample,
  companyName: string,
): Promise<string> {
  const response = await upload(app, cookie, [
    ...formFields(companyName),
    { name: 'file', fileName: 'all.csv', bytes: await fixture('samples', sample, 'all.csv') },
  ]);
  if (response.statusCode !== 202) throw new Error(`upload refused: ${response.body}`);
  const jobId: string = response.json().job.id;
  // Polls by hand: this runs in beforeAll, where expect.poll is not available.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (
      await app.inject({ url: `${API}/jobs/${jobId}`, headers: { cookie } })
    ).json() as Job;
    if (job.status === 'done' && job.statementIds.length === 3 && job.companyId)
      return job.companyId;
    if (job.status === 'done' || job.status === 'failed' || Date.now() > deadline) {
      throw new Error(`sample upload did not finish well: ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** fixtures/samples/expected.json: category totals of a sample (the truth, to the won). */
export async function expectedTotals(sample: Sample): Promise<Record<string, number>> {
  const all = JSON.parse((await fixture('samples', 'expected.json')).toString('utf8'));
  return all[sample];
}

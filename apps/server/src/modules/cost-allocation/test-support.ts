import type { App } from '../../platform/http/app-type';
import { multipart } from '../financial-data/test-support';

const API = '/api/cost-allocation';

/** expected.md §8: the three routes of sample A, as a CSV with the acceptance's columns. */
export const ROUTES_CSV = [
  'name,type,distance_km,vehicles_operated,vehicles_owned',
  '간선(도심-신도시),route,"8,900,000",95,100',
  '지선(주거권역),route,5000000,80,84',
  '광역(외곽 연계),route,10100000,110,116',
].join('\n');

/** POST …/entities/import with a file and the set's version. */
export function importEntities(
  app: App,
  cookie: string,
  companyId: string,
  file: { bytes: Buffer; fileName: string },
  version: number,
  period = '2024-01',
) {
  const { payload, contentType } = multipart([
    { name: 'version', value: String(version) },
    { name: 'file', fileName: file.fileName, bytes: file.bytes, contentType: 'text/csv' },
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}/${companyId}/entities/import?period=${period}`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

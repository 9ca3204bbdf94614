import type { Asset, AssetBody } from '@bus/domain';
import { ASSET_COLUMNS } from '@bus/domain';
import { companies } from '../../platform/db/schema/financial-data';
import type { App } from '../../platform/http/app-type';
import { TEST_ORGANISATION } from '../../test/role-cookies';
import { multipart, type Part } from '../financial-data/test-support';
import { membershipRepo } from '../organisations/membership';

export const DEPRECIATION = '/api/depreciation';

/** A company of `organisation` inserted directly (the register needs no statements). */
export async function insertCompany(
  app: App,
  name: string,
  organisation = TEST_ORGANISATION,
): Promise<string> {
  const { db } = app.services.database;
  const organisationId = await membershipRepo(db).ensureOrganisation(organisation, 'operator');
  const [row] = await db.insert(companies).values({ name, organisationId }).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

/** POST …/assets/import with a file and the mode. */
export function importFile(
  app: App,
  cookie: string,
  companyId: string,
  file: { fileName: string; bytes: Buffer },
  mode: 'append' | 'replace' = 'append',
) {
  const parts: Part[] = [
    { name: 'mode', value: mode },
    { name: 'file', ...file },
  ];
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${DEPRECIATION}/${companyId}/assets/import`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

const quoted = (value: string | number) =>
  typeof value === 'string' && /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** Assets as a UTF-8 CSV with the template's English keys. */
export function csvOf(assets: readonly Omit<Asset, 'id'>[]): Buffer {
  const lines = assets.map((a) =>
    [
      a.code ?? '',
      a.name,
      a.assetClass,
      a.entityId ?? '',
      a.acquisitionDate,
      a.cost,
      a.residualValue,
      a.usefulLifeYears,
      a.method,
      a.disposalDate ?? '',
    ]
      .map(quoted)
      .join(','),
  );
  return Buffer.from(`${[ASSET_COLUMNS.join(','), ...lines].join('\n')}\n`, 'utf8');
}

/** A valid asset body; `overrides` change single fields. */
export function assetBody(overrides: Partial<AssetBody> = {}): AssetBody {
  return {
    code: null,
    name: '전기 저상버스 10대',
    assetClass: 'bus',
    entityId: 'R-101',
    acquisitionDate: '2020-01-15',
    cost: 1_080_000_000,
    residualValue: 0,
    usefulLifeYears: 9,
    method: 'straight_line',
    disposalDate: null,
    ...overrides,
  };
}

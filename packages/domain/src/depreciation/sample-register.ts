import { SAMPLE_SERVICE_ENTITIES } from '../allocation/sample-entities';
import type { Asset } from './assets';
import type { EntityRef } from './results';

/**
 * The public demo's company (/demo/depreciation): fictitious sample A of
 * docs/domain/samples/expected.md — a 300-bus city operator on three routes.
 */
export const SAMPLE_DEPRECIATION_COMPANY = '가람시내버스(주) [가상]';

/** Sample A's three routes (expected.md §8), vehicles owned 100 / 84 / 116. */
export const SAMPLE_ENTITIES: EntityRef[] = SAMPLE_SERVICE_ENTITIES.map(({ id, name }) => ({
  id,
  name,
}));

type Batch = [route: string, acquired: string, buses: number, unitCost: number, kind: string];

/**
 * Bus batches still owned at the end of 2024: 100 + 84 + 116 = 300 buses. Unit cost is the price
 * net of the purchase subsidy, depreciated straight-line over 9 years with no residual value — the
 * usual standard-cost basis (accounts.md row 19, domain.md §4). R-303 entered its 2019 and 2020
 * batches by route name and in lower case, as imported registers often do; the results match them.
 */
const BUS_BATCHES: Batch[] = [
  ['R-101', '2015-03-16', 10, 95_000_000, 'CNG 저상'],
  ['R-101', '2016-04-11', 12, 98_000_000, 'CNG 저상'],
  ['R-101', '2017-05-22', 10, 99_000_000, 'CNG 저상'],
  ['R-101', '2018-03-19', 12, 101_000_000, 'CNG 저상'],
  ['R-101', '2019-06-10', 10, 103_000_000, 'CNG 저상'],
  ['R-101', '2020-04-13', 12, 105_000_000, 'CNG 저상'],
  ['R-101', '2021-03-15', 10, 107_000_000, '수소 저상'],
  ['R-101', '2022-05-09', 8, 108_000_000, '전기 저상'],
  ['R-101', '2023-04-17', 8, 114_000_000, '전기 저상'],
  ['R-101', '2024-07-08', 8, 118_000_000, '전기 저상'],
  ['R-202', '2015-09-07', 8, 90_000_000, 'CNG 중형'],
  ['R-202', '2016-10-10', 10, 91_000_000, 'CNG 중형'],
  ['R-202', '2017-09-11', 10, 93_000_000, 'CNG 중형'],
  ['R-202', '2018-11-12', 10, 95_000_000, 'CNG 중형'],
  ['R-202', '2019-10-14', 10, 97_000_000, 'CNG 중형'],
  ['R-202', '2020-09-14', 8, 99_000_000, 'CNG 중형'],
  ['R-202', '2021-10-18', 10, 101_000_000, '전기 중형'],
  ['R-202', '2022-09-19', 6, 103_000_000, '전기 중형'],
  ['R-202', '2023-10-16', 10, 107_000_000, '전기 중형'],
  ['R-202', '2024-06-03', 2, 110_000_000, '전기 중형'],
  ['R-303', '2016-02-15', 14, 133_000_000, '광역 고상'],
  ['R-303', '2017-02-13', 14, 136_000_000, '광역 고상'],
  ['R-303', '2018-02-12', 12, 137_000_000, '광역 고상'],
  ['R-303 광역(외곽 연계)', '2019-02-11', 14, 139_000_000, '광역 고상'],
  ['r-303', '2020-02-10', 12, 142_000_000, '광역 고상'],
  ['R-303', '2021-02-15', 14, 145_000_000, '광역 2층'],
  ['R-303', '2022-02-14', 12, 149_000_000, '광역 2층'],
  ['R-303', '2023-02-13', 12, 151_000_000, '광역 2층'],
  ['R-303', '2024-02-13', 12, 152_000_000, '광역 2층'],
];

function busAsset([route, acquired, buses, unitCost, kind]: Batch, index: number): Asset {
  const year = acquired.slice(0, 4);
  return {
    id: `sample-bus-${String(index + 1).padStart(2, '0')}`,
    code: `BUS-${year}-${String(index + 1).padStart(2, '0')}`,
    name: `${kind} 버스 ${buses}대 (${year}년 도입)`,
    assetClass: 'bus',
    entityId: route,
    acquisitionDate: acquired,
    cost: buses * unitCost,
    residualValue: 0,
    usefulLifeYears: 9,
    method: 'straight_line',
    disposalDate: null,
  };
}

type Other = Omit<Asset, 'id' | 'disposalDate'> & { disposalDate?: string };

/** A bus batch lost in 2024, then depot, equipment and terminals (shared: no entity but BIS units). */
const OTHER_ASSETS: Other[] = [
  {
    code: 'BUS-2016-DSP',
    name: 'CNG 중형 버스 2대 (2016년 도입, 2024년 사고 폐차)',
    assetClass: 'bus',
    entityId: 'R-202',
    acquisitionDate: '2016-10-10',
    cost: 182_000_000,
    residualValue: 0,
    usefulLifeYears: 9,
    method: 'straight_line',
    disposalDate: '2024-05-20',
  },
  {
    code: 'BLD-2011-01',
    name: '차고지 사무동·정비동',
    assetClass: 'building',
    entityId: null,
    acquisitionDate: '2011-03-28',
    cost: 4_200_000_000,
    residualValue: 0,
    usefulLifeYears: 40,
    method: 'straight_line',
  },
  {
    code: 'BLD-2015-01',
    name: '차고지 포장·세차장 구축물',
    assetClass: 'building',
    entityId: null,
    acquisitionDate: '2015-01-19',
    cost: 900_000_000,
    residualValue: 0,
    usefulLifeYears: 20,
    method: 'straight_line',
  },
  {
    code: 'EQP-2014-01',
    name: 'CNG 충전설비',
    assetClass: 'equipment',
    entityId: null,
    acquisitionDate: '2014-05-12',
    cost: 600_000_000,
    residualValue: 0,
    usefulLifeYears: 10,
    method: 'straight_line',
  },
  {
    code: 'EQP-2019-01',
    name: '정비 리프트·진단장비',
    assetClass: 'equipment',
    entityId: null,
    acquisitionDate: '2019-03-04',
    cost: 400_000_000,
    residualValue: 20_000_000,
    usefulLifeYears: 8,
    method: 'declining_balance',
  },
  {
    code: 'EQP-2020-01',
    name: '자동 세차기',
    assetClass: 'equipment',
    entityId: null,
    acquisitionDate: '2020-07-06',
    cost: 200_000_000,
    residualValue: 0,
    usefulLifeYears: 8,
    method: 'straight_line',
  },
  {
    code: 'EQP-2023-01',
    name: '전기버스 급속충전기 6기',
    assetClass: 'equipment',
    entityId: null,
    acquisitionDate: '2023-03-20',
    cost: 540_000_000,
    residualValue: 0,
    usefulLifeYears: 10,
    method: 'straight_line',
  },
  ...(['R-101', 'R-202', 'R-303'] as const).map(
    (route, i): Other => ({
      code: `BIS-2021-0${i + 1}`,
      name: `BIS 차내 단말기 (${route})`,
      assetClass: 'other',
      entityId: route,
      acquisitionDate: '2021-01-11',
      cost: ([100, 84, 116][i] as number) * 1_000_000,
      residualValue: 0,
      usefulLifeYears: 5,
      method: 'straight_line',
    }),
  ),
  {
    code: 'OFC-2022-01',
    name: '본사 사무용 비품·전산장비',
    assetClass: 'other',
    entityId: null,
    acquisitionDate: '2022-03-02',
    cost: 150_000_000,
    residualValue: 0,
    usefulLifeYears: 5,
    method: 'straight_line',
  },
];

/**
 * The demo register: 29 bus batches (300 buses owned at the end of 2024), a disposed bus batch and
 * 10 other assets. Its FY2024 depreciation is 4,075,276,401 won against sample A's 감가상각비 of
 * 4,068,000,000 (3,980,000,000 cost statement + 88,000,000 SG&A): 7,276,401 won (0.18 %) more,
 * so the demo's reconciliation shows a small difference within one percent.
 */
export const SAMPLE_ASSETS: Asset[] = [
  ...BUS_BATCHES.map(busAsset),
  ...OTHER_ASSETS.map(
    (asset, i): Asset => ({
      ...asset,
      id: `sample-asset-${String(i + 1).padStart(2, '0')}`,
      disposalDate: asset.disposalDate ?? null,
    }),
  ),
];

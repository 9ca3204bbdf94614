import { costPerBusDay } from './cost-per-bus-day';

/**
 * What a published figure per bus-day is: a city's standard cost (표준운송원가) for all its buses,
 * for one bus size or service, or the actual transport cost of the city's companies.
 */
export const REFERENCE_BASES = [
  'standard',
  'standard_large',
  'standard_large_cng',
  'standard_wide_area',
  'companies_actual',
] as const;
export type ReferenceBasis = (typeof REFERENCE_BASES)[number];

export type StandardCostReference = {
  key: string;
  /** The city or province the figure is of, as each interface language names it. */
  place: { ko: string; en: string; ja: string };
  year: number;
  /** Whole won per bus-day. */
  perBusDay: number;
  basis: ReferenceBasis;
  /** `published` as the source prints it; `derived` computed here from the source's totals. */
  derivation: 'published' | 'derived';
  /** Read from a secondary citation (domain.md marks it "secondary, verify"). */
  secondary: boolean;
  source: {
    /** The publication as it is titled (Korean). */
    title: string;
    url: string | null;
    /** Its entry in docs/domain/domain.md §11 (and the samples/real file, for derived ones). */
    reference: string;
  };
};

/**
 * Seoul's city-bus companies in 2011: 운송원가 of 40 companies' audited statements with 5,406
 * buses (samples/real/seoul_city_bus_companies_aggregate_2000_2011.csv), per bus-day by the same
 * rule as a company's own figure.
 */
const SEOUL_2011_COMPANIES = { transportCost: 955_908_320_000, buses: 5_406 } as const;

/**
 * Published per-bus-day figures to set a company's 총괄원가 per bus-day beside (domain.md §2.1
 * "Published magnitudes" and samples/real/README.md). They are other cities' public references,
 * never the company's own standard cost, and the screens say so with the city, year and source.
 */
export const STANDARD_COST_REFERENCES: readonly StandardCostReference[] = [
  {
    key: 'seoul-2010',
    place: { ko: '서울', en: 'Seoul', ja: 'ソウル' },
    year: 2010,
    perBusDay: 597_557,
    basis: 'standard_large_cng',
    derivation: 'published',
    secondary: false,
    source: {
      title: '교통신문, 2010년 서울시내버스 1일대당 표준원가 59만7557원 확정 (2011-01-07)',
      url: 'http://www.gyotongn.com/news/articleView.html?idxno=44756',
      reference: 'domain.md [S3]',
    },
  },
  {
    key: 'seoul-2011-companies',
    place: { ko: '서울', en: 'Seoul', ja: 'ソウル' },
    year: 2011,
    perBusDay:
      costPerBusDay(SEOUL_2011_COMPANIES.transportCost, SEOUL_2011_COMPANIES.buses).value ?? 0,
    basis: 'companies_actual',
    derivation: 'derived',
    secondary: false,
    source: {
      title: '아시아경제, 서울시내버스 한 대 굴려 번 하루 수익 5만원 (2012-05-28)',
      url: 'https://cm.asiae.co.kr/article/2012052815190681146',
      reference: 'domain.md [S24]; samples/real/seoul_city_bus_companies_aggregate_2000_2011.csv',
    },
  },
  {
    key: 'seoul-2014',
    place: { ko: '서울', en: 'Seoul', ja: 'ソウル' },
    year: 2014,
    perBusDay: 705_407,
    basis: 'standard',
    derivation: 'published',
    secondary: false,
    source: {
      title: '서울연구원, 서울시 버스 준공영제 정착 위한 제도화 타당성',
      url: null,
      reference: 'domain.md [S10]',
    },
  },
  {
    key: 'gwangju-2024',
    place: { ko: '광주', en: 'Gwangju', ja: '光州' },
    year: 2024,
    perBusDay: 788_484,
    basis: 'standard',
    derivation: 'published',
    secondary: true,
    source: {
      title: '경실련 발표 광주 2024 표준운송원가 (공개 코드의 인용)',
      url: null,
      reference: 'domain.md [S9b]',
    },
  },
  {
    key: 'gyeonggi-2024-large',
    place: { ko: '경기', en: 'Gyeonggi', ja: '京畿' },
    year: 2024,
    perBusDay: 949_723,
    basis: 'standard_large',
    derivation: 'published',
    secondary: true,
    source: {
      title: '경기교통공사 2024 공공관리제 표준운송원가 (공개 코드의 요약)',
      url: null,
      reference: 'domain.md [S9]',
    },
  },
  {
    key: 'gyeonggi-2024-wide-area',
    place: { ko: '경기', en: 'Gyeonggi', ja: '京畿' },
    year: 2024,
    perBusDay: 973_846,
    basis: 'standard_wide_area',
    derivation: 'published',
    secondary: true,
    source: {
      title: '경기교통공사 2024 공공관리제 표준운송원가 (공개 코드의 요약)',
      url: null,
      reference: 'domain.md [S9]',
    },
  },
];

/** The company's figure against a reference: (figure − reference) ÷ reference, a fraction. */
export function differenceFromReference(perBusDay: number, reference: number): number | null {
  return reference > 0 ? (perBusDay - reference) / reference : null;
}

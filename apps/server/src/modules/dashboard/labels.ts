import type {
  DashboardLanguage,
  RatioKey,
  ReferenceBasis,
  StatementStatus,
  StatementType,
} from '@bus/domain';

/**
 * The dashboard workbook's words in each interface language (the web's dashboard.json says the
 * same on screen; the terms are those of the costing screens).
 */
export type WorkbookLabels = {
  sheets: {
    summary: string;
    ratios: string;
    references: string;
    forecast: string;
    notices: string;
  };
  fileName: string;
  fiscalYear: string;
  company: string;
  organisation: string;
  statementTypes: Record<StatementType, string>;
  statuses: Record<StatementStatus | 'missing', string>;
  figures: {
    transportationCost: string;
    administrationCost: string;
    operatingExpense: string;
    nonOperatingExpense: string;
    nonOperatingIncome: string;
    appropriateCost: string;
    investmentCompensation: string;
    investmentSource: string;
    totalCost: string;
    transportRevenue: string;
    otherOperatingRevenue: string;
    subsidiesReceived: string;
    transportLoss: string;
    supportNeed: string;
    supportGap: string;
    recoveryRate: string;
    buses: string;
    busDays: string;
    costPerBusDay: string;
    note: string;
  };
  sources: { stored: string; default: string };
  notes: {
    noStatements: string;
    missing: (what: string) => string;
    busCount: string;
    problem: (code: string) => string;
  };
  ratio: { name: string; current: string; previous: string; trend: string };
  ratios: Record<RatioKey, string>;
  trends: { up: string; down: string; flat: string };
  reference: {
    place: string;
    year: string;
    basis: string;
    perBusDay: string;
    derivation: string;
    source: string;
    caveat: string;
    published: string;
    derived: string;
    secondary: string;
  };
  bases: Record<ReferenceBasis, string>;
  forecast: {
    name: string;
    model: string;
    period: string;
    mean: string;
    lower80: string;
    upper80: string;
    lower95: string;
    upper95: string;
  };
  notice: { title: string; date: string; pinned: string };
};

const KO: WorkbookLabels = {
  sheets: {
    summary: '요약',
    ratios: '재무비율',
    references: '표준운송원가 참고치',
    forecast: '예측',
    notices: '읽지 않은 공지',
  },
  fileName: '대시보드',
  fiscalYear: '회계연도',
  company: '회사',
  organisation: '기관',
  statementTypes: {
    balance_sheet: '재무상태표',
    income_statement: '손익계산서',
    cost_statement: '운송원가명세서',
  },
  statuses: {
    verified: '검증 완료',
    warning: '경고',
    error: '오류',
    pending: '검증 대기',
    missing: '없음',
  },
  figures: {
    transportationCost: '운송비',
    administrationCost: '일반관리비',
    operatingExpense: '영업비용',
    nonOperatingExpense: '영업외비용',
    nonOperatingIncome: '영업외수익',
    appropriateCost: '적정원가',
    investmentCompensation: '적정투자보수',
    investmentSource: '적정투자보수 출처',
    totalCost: '총괄원가',
    transportRevenue: '운송수입',
    otherOperatingRevenue: '기타 영업수입',
    subsidiesReceived: '받은 재정지원',
    transportLoss: '운송적자',
    supportNeed: '재정지원 필요액',
    supportGap: '지원 과부족',
    recoveryRate: '수익률',
    buses: '보유대수',
    busDays: '대·일',
    costPerBusDay: '1대·1일 총괄원가',
    note: '비고',
  },
  sources: { stored: '저장된 계산 결과', default: '기본값(적정원가의 3%)' },
  notes: {
    noStatements: '이 연도의 재무제표가 없습니다',
    missing: (what) => `없는 재무제표: ${what}`,
    busCount: '보유대수 없음(원가 배분의 노선·사업 단위에 입력)',
    problem: (code) => `계산할 수 없음: ${code}`,
  },
  ratio: { name: '비율', current: '당기(%)', previous: '전기(%)', trend: '증감' },
  ratios: {
    salesGrowth: '매출액증가율',
    costOfSalesToSales: '매출원가 대 매출액',
    personnelCostToSales: '인건비 대 매출액',
    returnOnEquity: '자기자본순이익률',
    averageBorrowingRate: '차입금평균이자율',
    equityRatio: '자기자본비율',
    currentRatio: '유동비율',
    debtToEquity: '부채비율',
    currentLiabilitiesToEquity: '유동부채비율',
    borrowingDependence: '차입금의존도',
  },
  trends: { up: '▲ 상승', down: '▼ 하락', flat: '― 변동 없음' },
  reference: {
    place: '지역',
    year: '연도',
    basis: '기준',
    perBusDay: '1대·1일(원)',
    derivation: '구분',
    source: '출처',
    caveat: '공표된 다른 지역의 참고치이며 이 회사의 표준운송원가가 아닙니다.',
    published: '공표값',
    derived: '공표 합계로 계산',
    secondary: '2차 인용(확인 필요)',
  },
  bases: {
    standard: '표준운송원가',
    standard_large: '표준운송원가(대형)',
    standard_large_cng: '표준운송원가(대형 CNG)',
    standard_wide_area: '표준운송원가(광역)',
    companies_actual: '업체 재무제표의 운송원가',
  },
  forecast: {
    name: '예측 이름',
    model: '모델',
    period: '기간',
    mean: '예측값',
    lower80: '80% 하한',
    upper80: '80% 상한',
    lower95: '95% 하한',
    upper95: '95% 상한',
  },
  notice: { title: '제목', date: '작성일', pinned: '고정' },
};

const EN: WorkbookLabels = {
  sheets: {
    summary: 'Summary',
    ratios: 'Financial ratios',
    references: 'Standard cost references',
    forecast: 'Forecast',
    notices: 'Unread notices',
  },
  fileName: 'dashboard',
  fiscalYear: 'Fiscal year',
  company: 'Company',
  organisation: 'Organisation',
  statementTypes: {
    balance_sheet: 'Balance sheet',
    income_statement: 'Income statement',
    cost_statement: 'Transport cost statement',
  },
  statuses: {
    verified: 'Verified',
    warning: 'Warning',
    error: 'Error',
    pending: 'Pending',
    missing: 'Missing',
  },
  figures: {
    transportationCost: 'Transportation cost',
    administrationCost: 'Administration cost',
    operatingExpense: 'Operating expense',
    nonOperatingExpense: 'Non-operating expense',
    nonOperatingIncome: 'Non-operating income',
    appropriateCost: 'Appropriate cost',
    investmentCompensation: 'Investment compensation',
    investmentSource: 'Investment compensation source',
    totalCost: 'Total cost',
    transportRevenue: 'Transport revenue',
    otherOperatingRevenue: 'Other operating revenue',
    subsidiesReceived: 'Support received',
    transportLoss: 'Transport loss',
    supportNeed: 'Support needed',
    supportGap: 'Support gap',
    recoveryRate: 'Recovery rate',
    buses: 'Buses owned',
    busDays: 'Bus-days',
    costPerBusDay: 'Total cost per bus-day',
    note: 'Note',
  },
  sources: { stored: 'Saved calculation', default: 'Default (3% of the appropriate cost)' },
  notes: {
    noStatements: 'No statements for this year',
    missing: (what) => `Missing statements: ${what}`,
    busCount: 'No bus count (enter the service entities in cost allocation)',
    problem: (code) => `Cannot be computed: ${code}`,
  },
  ratio: { name: 'Ratio', current: 'This year (%)', previous: 'Last year (%)', trend: 'Change' },
  ratios: {
    salesGrowth: 'Sales growth',
    costOfSalesToSales: 'Cost of sales to sales',
    personnelCostToSales: 'Personnel cost to sales',
    returnOnEquity: 'Return on equity',
    averageBorrowingRate: 'Average borrowing rate',
    equityRatio: 'Equity ratio',
    currentRatio: 'Current ratio',
    debtToEquity: 'Debt to equity',
    currentLiabilitiesToEquity: 'Current liabilities to equity',
    borrowingDependence: 'Borrowing dependence',
  },
  trends: { up: '▲ Up', down: '▼ Down', flat: '― No change' },
  reference: {
    place: 'Place',
    year: 'Year',
    basis: 'Basis',
    perBusDay: 'Per bus-day (KRW)',
    derivation: 'Kind',
    source: 'Source',
    caveat: "Published references of other places, not this company's standard cost.",
    published: 'Published',
    derived: 'Computed from published totals',
    secondary: 'Secondary citation (to verify)',
  },
  bases: {
    standard: 'Standard cost',
    standard_large: 'Standard cost (large bus)',
    standard_large_cng: 'Standard cost (large CNG bus)',
    standard_wide_area: 'Standard cost (wide-area bus)',
    companies_actual: "Transport cost in companies' statements",
  },
  forecast: {
    name: 'Forecast name',
    model: 'Model',
    period: 'Period',
    mean: 'Forecast',
    lower80: '80% lower',
    upper80: '80% upper',
    lower95: '95% lower',
    upper95: '95% upper',
  },
  notice: { title: 'Title', date: 'Posted', pinned: 'Pinned' },
};

const JA: WorkbookLabels = {
  sheets: {
    summary: '概要',
    ratios: '財務比率',
    references: '標準運送原価の参考値',
    forecast: '予測',
    notices: '未読のお知らせ',
  },
  fileName: 'ダッシュボード',
  fiscalYear: '会計年度',
  company: '会社',
  organisation: '機関',
  statementTypes: {
    balance_sheet: '貸借対照表',
    income_statement: '損益計算書',
    cost_statement: '運送原価明細書',
  },
  statuses: {
    verified: '検証済み',
    warning: '警告',
    error: 'エラー',
    pending: '検証待ち',
    missing: 'なし',
  },
  figures: {
    transportationCost: '運送費',
    administrationCost: '一般管理費',
    operatingExpense: '営業費用',
    nonOperatingExpense: '営業外費用',
    nonOperatingIncome: '営業外収益',
    appropriateCost: '適正原価',
    investmentCompensation: '適正投資報酬',
    investmentSource: '適正投資報酬の出所',
    totalCost: '総括原価',
    transportRevenue: '運送収入',
    otherOperatingRevenue: 'その他の営業収入',
    subsidiesReceived: '受け取った財政支援',
    transportLoss: '運送赤字',
    supportNeed: '財政支援必要額',
    supportGap: '支援過不足',
    recoveryRate: '収支率',
    buses: '保有台数',
    busDays: '台・日',
    costPerBusDay: '1台・1日あたり総括原価',
    note: '備考',
  },
  sources: { stored: '保存された計算結果', default: '既定値(適正原価の3%)' },
  notes: {
    noStatements: 'この年度の財務諸表がありません',
    missing: (what) => `ない財務諸表: ${what}`,
    busCount: '保有台数なし(原価配分の路線・事業単位に入力)',
    problem: (code) => `計算できません: ${code}`,
  },
  ratio: { name: '比率', current: '当期(%)', previous: '前期(%)', trend: '増減' },
  ratios: {
    salesGrowth: '売上高増加率',
    costOfSalesToSales: '売上原価対売上高',
    personnelCostToSales: '人件費対売上高',
    returnOnEquity: '自己資本純利益率',
    averageBorrowingRate: '借入金平均利子率',
    equityRatio: '自己資本比率',
    currentRatio: '流動比率',
    debtToEquity: '負債比率',
    currentLiabilitiesToEquity: '流動負債比率',
    borrowingDependence: '借入金依存度',
  },
  trends: { up: '▲ 上昇', down: '▼ 下落', flat: '― 変動なし' },
  reference: {
    place: '地域',
    year: '年度',
    basis: '基準',
    perBusDay: '1台・1日(ウォン)',
    derivation: '区分',
    source: '出典',
    caveat: '公表された他地域の参考値であり、この会社の標準運送原価ではありません。',
    published: '公表値',
    derived: '公表合計から計算',
    secondary: '二次引用(要確認)',
  },
  bases: {
    standard: '標準運送原価',
    standard_large: '標準運送原価(大型)',
    standard_large_cng: '標準運送原価(大型CNG)',
    standard_wide_area: '標準運送原価(広域)',
    companies_actual: '事業者の財務諸表の運送原価',
  },
  forecast: {
    name: '予測名',
    model: 'モデル',
    period: '期間',
    mean: '予測値',
    lower80: '80% 下限',
    upper80: '80% 上限',
    lower95: '95% 下限',
    upper95: '95% 上限',
  },
  notice: { title: 'タイトル', date: '投稿日', pinned: '固定' },
};

export const WORKBOOK_LABELS: Record<DashboardLanguage, WorkbookLabels> = {
  ko: KO,
  en: EN,
  ja: JA,
};

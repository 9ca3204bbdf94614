import type { DashboardCompany } from '@bus/domain';
import { Button, Grid, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { moneyLng, statusColor, statusKey } from '../lib/cards';

type Props = {
  companies: readonly DashboardCompany[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The figures compared side by side; a null figure (missing statement, no buses) shows '-'. */
const FIGURES = [
  ['totalCost', (c: DashboardCompany) => c.costing?.totalCost ?? null],
  ['operatingExpense', (c: DashboardCompany) => c.costing?.operatingExpense ?? null],
  ['investmentCompensation', (c: DashboardCompany) => c.costing?.investment.amount ?? null],
  ['transportLoss', (c: DashboardCompany) => c.support?.transportLoss ?? null],
  ['supportGap', (c: DashboardCompany) => c.support?.supportGap ?? null],
  ['costPerBusDay', (c: DashboardCompany) => c.costPerBusDay.value],
] as const;

type FigureKey = (typeof FIGURES)[number][0];

const TITLE_KEYS: Record<FigureKey, string> = {
  totalCost: 'costing.totalCost',
  operatingExpense: 'costing.operatingExpense',
  investmentCompensation: 'costing.investmentCompensation',
  transportLoss: 'support.transportLoss',
  supportGap: 'support.supportGap',
  costPerBusDay: 'compare.perBusDay',
};

function StatementDots({ company }: { company: DashboardCompany }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className="dash-dots">
      {company.statements.map((slot) => {
        const name = t(`statements.types.${slot.type}`);
        const status = t(`statements.status.${statusKey(slot)}`);
        return (
          <Tooltip key={slot.type} title={`${name}: ${status}`}>
            <Tag
              color={statusColor(slot.status)}
              className="dash-dot"
              data-status={statusKey(slot)}
              aria-label={`${name}: ${status}`}
            >
              {name.slice(0, 1)}
            </Tag>
          </Tooltip>
        );
      })}
    </span>
  );
}

/**
 * Every company of the page side by side (an overseer's operators, an admin's companies): a table
 * row each on a wide screen, a small card each on a phone, so nothing needs sideways scrolling
 * there. Amounts in 백만원 (the per bus-day figure in won) keep a row on one laptop line; the
 * company's name opens its cards below, in won.
 */
export function ComparisonTable({ companies, selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = moneyLng(i18n.resolvedLanguage);
  const wide = Grid.useBreakpoint().md ?? true;
  const amount = (key: FigureKey, value: number | null) =>
    value === null
      ? t('compare.none')
      : formatKRW(value, key === 'costPerBusDay' ? 'won' : 'million', lng, { suffix: false });
  const select = (company: DashboardCompany) => (
    <Button
      type="link"
      className="dash-compare-select"
      onClick={() => onSelect(company.id)}
      aria-pressed={company.id === selectedId}
      title={t('compare.detail')}
    >
      {company.name}
    </Button>
  );
  const unit = <p className="dash-small dash-muted dash-compare-unit">{t('compare.unit')}</p>;

  if (!wide) {
    return (
      <>
        {unit}
        <ul className="dash-compare-cards" data-testid="dash-compare">
          {companies.map((company) => (
            <li
              key={company.id}
              className={
                company.id === selectedId ? 'dash-compare-card is-selected' : 'dash-compare-card'
              }
              data-testid="dash-compare-row"
              data-company-id={company.id}
            >
              <div className="dash-compare-head">
                {select(company)}
                <StatementDots company={company} />
              </div>
              <span className="dash-small dash-muted">{company.organisation.name}</span>
              <dl className="dash-compare-figures">
                {FIGURES.map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(TITLE_KEYS[key])}</dt>
                    <dd className="dash-amount">{amount(key, value(company))}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }

  const columns: ColumnsType<DashboardCompany> = [
    {
      key: 'company',
      title: t('compare.company'),
      width: 190,
      render: (_, company) => (
        <span className="dash-compare-name">
          {select(company)}
          <span className="dash-small dash-muted">{company.organisation.name}</span>
        </span>
      ),
    },
    {
      key: 'statements',
      title: t('compare.statements'),
      width: 104,
      render: (_, company) => <StatementDots company={company} />,
    },
    ...FIGURES.map(([key, value]) => ({
      key,
      title: t(TITLE_KEYS[key]),
      align: 'right' as const,
      render: (_: unknown, company: DashboardCompany) => (
        <span className="dash-amount" data-testid={`dash-compare-${key}`}>
          {amount(key, value(company))}
        </span>
      ),
    })),
  ];
  return (
    <>
      {unit}
      <Table
        data-testid="dash-compare"
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={[...companies]}
        scroll={{ x: 880 }}
        className="dash-compare-table"
        rowClassName={(company) => (company.id === selectedId ? 'dash-row-selected' : '')}
        onRow={(company) =>
          ({ 'data-testid': 'dash-compare-row', 'data-company-id': company.id }) as object
        }
      />
    </>
  );
}

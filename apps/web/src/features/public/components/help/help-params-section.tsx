import { Grid, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { asStringList } from '../../lib/as-string-list';
import { TextList } from '../text-list';

/** Parameters per model in the order of costing-and-forecasting.md §3 "Model parameters". */
const PARAM_ROWS = {
  prophet: [
    'growth',
    'changepoint_prior_scale',
    'seasonality_mode',
    'seasonality_prior_scale',
    'changepoint_range',
    'seasonalities',
  ],
  xgboost: [
    'n_estimators',
    'max_depth',
    'learning_rate',
    'subsample',
    'colsample_bytree',
    'objective',
    'regularization',
  ],
  arima: ['p', 'd', 'q', 'auto_d', 'trend', 'seasonal'],
  sarima: ['arima', 'P', 'D', 'Q', 's', 'auto_D'],
  nbeats: [
    'input_chunk_length',
    'output_chunk_length',
    'generic_architecture',
    'num_stacks',
    'num_blocks',
    'num_layers',
    'layer_widths',
    'expansion_coefficient_dim',
    'dropout',
    'n_epochs',
    'batch_size',
    'learning_rate',
  ],
  ensemble: ['weights'],
} as const;

type Model = keyof typeof PARAM_ROWS;
const MODELS = Object.keys(PARAM_ROWS) as Model[];

type ParamRow = {
  id: string;
  name: string;
  range: string;
  defaultValue: string;
  description: string;
};

function useParamRows(model: Model): ParamRow[] {
  const { t } = useTranslation('help');
  return PARAM_ROWS[model].map((id) => {
    const prefix = `params.rows.${model}.${id}`;
    return {
      id,
      name: t(`${prefix}.name`),
      range: t(`${prefix}.range`),
      defaultValue: t(`${prefix}.default`),
      description: t(`${prefix}.description`),
    };
  });
}

/** Phones: one block per parameter, so the description is not hidden behind a sideways scroll. */
function ParamList({ model }: { model: Model }) {
  const { t } = useTranslation('help');
  return (
    <dl style={{ margin: 0 }}>
      {useParamRows(model).map((row) => (
        <div
          key={row.id}
          style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <dt>
            <Typography.Text code>{row.name}</Typography.Text>
          </dt>
          <dd style={{ margin: '6px 0 0' }}>
            <Typography.Text type="secondary">
              {t('params.columns.range')}: {row.range} · {t('params.columns.default')}:{' '}
              {row.defaultValue}
            </Typography.Text>
            <br />
            <Typography.Text>{row.description}</Typography.Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ParamTable({ model }: { model: Model }) {
  const { t } = useTranslation('help');
  const rows = useParamRows(model);
  const columns: ColumnsType<ParamRow> = [
    {
      title: t('params.columns.parameter'),
      dataIndex: 'name',
      width: 200,
      render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
    },
    { title: t('params.columns.range'), dataIndex: 'range', width: 150 },
    { title: t('params.columns.default'), dataIndex: 'defaultValue', width: 100 },
    { title: t('params.columns.description'), dataIndex: 'description' },
  ];
  return (
    <Table<ParamRow>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 720 }}
    />
  );
}

/** The "params" help section: ranges and defaults of every model's parameters. */
export function HelpParamsSection() {
  const { t } = useTranslation('help');
  const { md } = Grid.useBreakpoint();
  return (
    <>
      <Typography.Paragraph>{t('params.intro')}</Typography.Paragraph>
      {MODELS.map((model) => (
        <section key={model} aria-labelledby={`help-params-${model}`}>
          <Typography.Title level={4} id={`help-params-${model}`}>
            {t(`params.models.${model}`)}
          </Typography.Title>
          {md ? <ParamTable model={model} /> : <ParamList model={model} />}
        </section>
      ))}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('params.notStated')}
      </Typography.Paragraph>
      <Typography.Title level={4}>{t('params.ensembleTitle')}</Typography.Title>
      <TextList items={asStringList(t('params.ensemble', { returnObjects: true }))} />
      <Typography.Title level={4}>{t('params.validationTitle')}</Typography.Title>
      <TextList items={asStringList(t('params.validation', { returnObjects: true }))} />
    </>
  );
}

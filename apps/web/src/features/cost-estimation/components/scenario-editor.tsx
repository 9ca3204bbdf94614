import { CopyOutlined, DeleteOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ESTIMATION_ITEMS, type EstimationItem, type EstimationRatesView } from '@bus/domain';
import { Button, Checkbox, Input, InputNumber, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rateProblem, type ScenarioDraft } from '../lib/scenario-drafts';

type Props = {
  draft: ScenarioDraft;
  defaults: { rates: EstimationRatesView; unmappedRate: number };
  canEdit: boolean;
  canCompareMore: boolean;
  canRemove: boolean;
  saving: boolean;
  nameProblem: string | null;
  onEdit: (change: Partial<ScenarioDraft>) => void;
  onCompared: (compared: boolean) => void;
  onSave: () => void;
  onCopy: () => void;
  onRemove: () => void;
};

const formatRate = (value: number) => `${value}%`;

/** One rate field: percent, two decimals, 'abnormal rate detected' outside 0–50 % (spec §5). */
function RateField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('costEstimation');
  const problem = rateProblem(value);
  const messageId = `${id}-msg`;
  return (
    <div className="ce-rate">
      <label htmlFor={id} className="ce-rate-label">
        {label}
      </label>
      <InputNumber<number>
        id={id}
        className="ce-rate-input"
        value={value}
        step={0.01}
        precision={2}
        suffix="%"
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : `${id}-hint`}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      />
      {problem ? (
        <Typography.Text type="danger" className="ce-field-message" id={messageId} role="alert">
          {t(`rates.${problem}`)}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="ce-field-message" id={`${id}-hint`}>
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The open scenario: its name, the six inflation items' rates with the spec's defaults beside
 * them, the rate of unmapped lines, whether it is compared, and save / copy / delete.
 */
export function ScenarioEditor(props: Props) {
  const { draft, defaults, canEdit } = props;
  const { t } = useTranslation('costEstimation');
  const setRate = (item: EstimationItem, value: number | null) =>
    props.onEdit({ rates: { ...draft.rates, [item]: value } });

  return (
    <div className="ce-editor" data-testid="ce-editor">
      <div className="ce-name-row">
        <label htmlFor={`${draft.key}-name`} className="ce-rate-label">
          {t('scenario.name')}
        </label>
        <Input
          id={`${draft.key}-name`}
          className="ce-name"
          value={draft.name}
          maxLength={100}
          status={props.nameProblem ? 'error' : undefined}
          onChange={(event) => props.onEdit({ name: event.target.value })}
        />
        {props.nameProblem ? (
          <Typography.Text type="danger" className="ce-field-message" role="alert">
            {props.nameProblem}
          </Typography.Text>
        ) : null}
      </div>
      <div className="ce-rates">
        {ESTIMATION_ITEMS.map((item) => (
          <RateField
            key={item}
            id={`${draft.key}-${item}`}
            label={t(`items.${item}`)}
            hint={t('rates.default', { rate: formatRate(defaults.rates[item]) })}
            value={draft.rates[item]}
            onChange={(value) => setRate(item, value)}
          />
        ))}
        <RateField
          id={`${draft.key}-unmapped`}
          label={t('items.unmapped')}
          hint={t('rates.unmappedHint')}
          value={draft.unmappedRate}
          onChange={(value) => props.onEdit({ unmappedRate: value })}
        />
      </div>
      <Space wrap className="ce-editor-actions">
        <Checkbox
          checked={draft.compared}
          disabled={!draft.compared && !props.canCompareMore}
          onChange={(event) => props.onCompared(event.target.checked)}
        >
          {t('scenario.compared')}
        </Checkbox>
        {canEdit ? (
          <>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={props.saving}
              disabled={!draft.dirty && draft.id !== null}
              onClick={props.onSave}
            >
              {draft.id ? t('scenario.save') : t('scenario.saveNew')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              onClick={() =>
                props.onEdit({ rates: { ...defaults.rates }, unmappedRate: defaults.unmappedRate })
              }
            >
              {t('scenario.resetRates')}
            </Button>
          </>
        ) : null}
        <Button icon={<CopyOutlined />} onClick={props.onCopy}>
          {t('scenario.copy')}
        </Button>
        {canEdit && props.canRemove ? (
          <Popconfirm
            title={
              draft.id
                ? t('scenario.deleteConfirm', { name: draft.name })
                : t('scenario.discardConfirm', { name: draft.name })
            }
            okText={t('scenario.deleteOk')}
            cancelText={t('scenario.cancel')}
            onConfirm={props.onRemove}
          >
            <Button danger icon={<DeleteOutlined />}>
              {draft.id ? t('scenario.delete') : t('scenario.discard')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {!canEdit ? (
        <Typography.Text type="secondary" className="costing-small">
          {t('scenario.readerHint')}
        </Typography.Text>
      ) : null}
    </div>
  );
}

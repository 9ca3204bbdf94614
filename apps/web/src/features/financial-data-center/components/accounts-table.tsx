import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleFilled,
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { type Account, getAccountEntry, type StatementDetail } from '@bus/domain';
import { Button, Checkbox, Input, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatKRW } from '../../../lib/format';
import { type AccountDraft, type DraftErrors, useAccountEditor } from '../hooks/use-account-editor';
import { confidenceColor, provenanceText } from '../lib/display';
import { fieldsToReview } from '../lib/review';
import { AccountConflictModal } from './account-conflict-modal';
import { ReviewMark } from './review-mark';

type AccountsTableProps = {
  statement: StatementDetail;
  rows: Account[];
  /** Set in custom order: moves the row at `index` up or down. */
  onMove: ((index: number, step: -1 | 1) => void) | null;
  /** False for a reader (issue 14 §8): no row edits; the column stays only for the custom order. */
  canEdit: boolean;
};

function Amount({ value }: { value: number | null }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <span className="fdc-amount">
      {value === null ? '-' : formatKRW(value, 'won', lng, { suffix: false })}
    </span>
  );
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <div className="fdc-field-error" role="alert">
      {message}
    </div>
  ) : null;
}

function AmountInput({
  label,
  value,
  error,
  uncertain,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  /** OCR left the value uncertain: the field keeps the warning colour while it is edited. */
  uncertain: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Input
        value={value}
        aria-label={label}
        inputMode="numeric"
        status={error ? 'error' : uncertain ? 'warning' : undefined}
        className="fdc-amount-input"
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError message={error} />
    </>
  );
}

/** Accounts of a statement; one row at a time switches to inline editing (§4). */
export function AccountsTable({ statement, rows, onMove, canEdit }: AccountsTableProps) {
  const { t } = useTranslation('financial');
  const editor = useAccountEditor(statement);
  const editing = (account: Account) => editor.editingId === account.id && editor.draft !== null;
  const draft = editor.draft as AccountDraft;
  const errors: DraftErrors = editor.errors;
  const yearLabel = (year: number) => t('accounts.amountIn', { year });
  const standardName = (id: string | null) => {
    const entry = getAccountEntry(id);
    return entry ? t('accounts.standardName', { name: entry.name }) : t('accounts.unmapped');
  };
  const uncertain = (a: Account, field: 'label' | 'current' | 'previous') =>
    fieldsToReview(a).includes(field);

  // Name and actions stay pinned while the amounts scroll between them: an edit row is wider than
  // the 900 px modal (and than a phone), and its name field and 저장/취소 must stay in view.
  const columns: TableColumnsType<Account> = [
    {
      title: t('accounts.name'),
      key: 'name',
      fixed: 'left',
      className: 'fdc-name-cell',
      render: (_v, a) =>
        editing(a) ? (
          <>
            <Input
              value={draft.name}
              maxLength={100}
              aria-label={t('accounts.name')}
              className="fdc-name-input"
              status={errors.name ? 'error' : uncertain(a, 'label') ? 'warning' : undefined}
              onChange={(event) => editor.change({ name: event.target.value })}
            />
            <FieldError message={errors.name} />
          </>
        ) : (
          <ReviewMark field="label" marked={uncertain(a, 'label')}>
            <span className={a.isTotal ? 'fdc-account-name fdc-total' : 'fdc-account-name'}>
              {a.name}
            </span>
          </ReviewMark>
        ),
    },
    {
      title: t('accounts.originalName'),
      key: 'original',
      // On a phone the amounts matter more than the name as printed.
      responsive: ['md'],
      render: (_v, a) => {
        const where = provenanceText(a.provenance);
        return (
          <div>
            <div>{a.originalName}</div>
            {where && (
              <Tooltip
                title={t('accounts.provenance', {
                  where,
                  method: t(`methods.${a.provenance.extractor}`),
                })}
              >
                <span className="fdc-provenance">{where}</span>
              </Tooltip>
            )}
          </div>
        );
      },
    },
    {
      title: yearLabel(statement.fiscalYear),
      key: 'current',
      align: 'right',
      render: (_v, a) =>
        editing(a) ? (
          <AmountInput
            label={yearLabel(statement.fiscalYear)}
            value={draft.current}
            error={errors.current}
            uncertain={uncertain(a, 'current')}
            onChange={(current) => editor.change({ current })}
          />
        ) : (
          <ReviewMark field="current" marked={uncertain(a, 'current')}>
            <span className={a.isTotal ? 'fdc-total' : undefined}>
              <Amount value={a.currentValue} />
            </span>
          </ReviewMark>
        ),
    },
    {
      title: yearLabel(statement.fiscalYear - 1),
      key: 'previous',
      align: 'right',
      render: (_v, a) =>
        editing(a) ? (
          <AmountInput
            label={yearLabel(statement.fiscalYear - 1)}
            value={draft.previous}
            error={errors.previous}
            uncertain={uncertain(a, 'previous')}
            onChange={(previous) => editor.change({ previous })}
          />
        ) : (
          <ReviewMark field="previous" marked={uncertain(a, 'previous')}>
            <span className={a.isTotal ? 'fdc-total' : undefined}>
              <Amount value={a.previousValue} />
            </span>
          </ReviewMark>
        ),
    },
    {
      title: t('accounts.mapping'),
      key: 'mapping',
      // The dictionary's Korean name, never its internal id (cs.fuel, exp.bonuses).
      render: (_v, a) => (
        <Tooltip title={standardName(a.standardId)}>
          <Tag color={confidenceColor(a.mappingConfidence, a.standardId !== null)}>
            {a.standardId === null
              ? t('accounts.unmapped')
              : `${Math.round(a.mappingConfidence * 100)}%`}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t('accounts.verified'),
      key: 'verified',
      align: 'center',
      render: (_v, a) =>
        editing(a) ? (
          <Checkbox
            checked={draft.isVerified}
            aria-label={t('accounts.verified')}
            onChange={(event) => editor.change({ isVerified: event.target.checked })}
          />
        ) : a.isVerified ? (
          <CheckCircleFilled className="fdc-verified" aria-label={t('accounts.verified')} />
        ) : (
          <span className="fdc-muted">-</span>
        ),
    },
  ];
  const actionsColumn: TableColumnsType<Account> = [
    {
      title: t('manage.actions'),
      key: 'actions',
      ...ACTIONS_COLUMN,
      render: (_v, a, index) =>
        editing(a) ? (
          <RowActions>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={editor.saving}
              onClick={editor.save}
            >
              {t('actions.save')}
            </Button>
            <Button
              size="small"
              icon={<CloseOutlined />}
              onClick={editor.cancel}
              disabled={editor.saving}
            >
              {t('actions.cancel')}
            </Button>
          </RowActions>
        ) : (
          <RowActions>
            {canEdit && (
              <Tooltip title={t('actions.edit')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  disabled={editor.editingId !== null}
                  onClick={() => editor.start(a)}
                  aria-label={t('accounts.editRow', { name: a.name })}
                />
              </Tooltip>
            )}
            {onMove && (
              <>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                  aria-label={t('accounts.moveUp', { name: a.name })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1}
                  onClick={() => onMove(index, 1)}
                  aria-label={t('accounts.moveDown', { name: a.name })}
                />
              </>
            )}
          </RowActions>
        ),
    },
  ];

  return (
    <>
      <Table<Account>
        rowKey="id"
        size="small"
        columns={canEdit || onMove ? [...columns, ...actionsColumn] : columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        rowClassName={(a) => (a.isTotal ? 'fdc-total-row' : '')}
        data-testid="fdc-accounts"
        locale={{ emptyText: t('accounts.empty') }}
      />
      <AccountConflictModal
        conflict={editor.conflict}
        saving={editor.saving}
        onKeepMine={editor.keepMine}
        onTakeTheirs={editor.takeTheirs}
      />
    </>
  );
}

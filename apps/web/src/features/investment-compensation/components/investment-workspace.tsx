import { calculateInvestmentCompensation, type InvestmentView } from '@bus/domain';
import { Alert, Card, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/investment';
import { useFieldWarnings } from '../hooks/use-field-warnings';
import { type Target, useInvestmentForm } from '../hooks/use-investment-form';
import { useWorkspaceActions } from '../hooks/use-workspace-actions';
import { ActionsBar } from './actions-bar';
import { ConflictModal } from './conflict-modal';
import { FareBaseCard } from './fare-base-card';
import type { FieldsProps } from './field-props';
import { FormulaFlow } from './formula-flow';
import { ResultCard } from './result-card';
import { ReturnRateCard } from './return-rate-card';
import { ValidationPanel } from './validation-panel';

/**
 * The calculator of one company and year: the inputs, the live result computed by the domain
 * (calculateInvestmentCompensation, never re-written here) and the save flow.
 */
export function InvestmentWorkspace({
  target,
  view,
  readOnly = false,
}: {
  target: Target;
  view: InvestmentView;
  /** A reader (issue 14 §8): the stored figures and their result, no inputs to change. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('investment');
  const form = useInvestmentForm(target, view, readOnly);
  const state = form.state;
  const calc = useMemo(
    () =>
      state
        ? calculateInvestmentCompensation(state.values, { equityPolicy: state.equityPolicy })
        : null,
    [state],
  );
  const warnings = useFieldWarnings(state?.values ?? null, state?.equityPolicy ?? 'spec');
  const actions = useWorkspaceActions(target, view, form, calc);
  const saving = actions.saver.status === 'saving';

  if (!state || !calc) return <Spin className="costing-spinner" />;

  const fields: FieldsProps = {
    values: state.values,
    onChange: form.setField,
    sources: view.autoLoaded.fields,
    loads: form.fieldLoads,
    onReload: (field) => void actions.reloadField(field),
    warnings,
    result: calc.result,
    disabled: saving || readOnly,
  };

  return (
    <>
      {actions.modalHolder}
      <Card className="costing-block" size="small">
        <ActionsBar
          status={actions.saver.status}
          savedAt={view.stored?.savedAt ?? null}
          busy={actions.busy}
          readOnly={readOnly}
          exportHref={exportUrl(target.companyId, target.fiscalYear)}
          onSave={() => void actions.save()}
          onLoad={() => void actions.reloadAll('load')}
          onRefresh={() => void actions.reloadAll('refresh')}
        />
      </Card>
      {actions.saver.status === 'pending' ? (
        <Alert
          type="warning"
          showIcon
          className="costing-block"
          data-testid="ic-pending"
          title={form.restored ? t('save.restored') : t('save.kept')}
        />
      ) : null}
      <div className="costing-layout">
        <div className="ic-inputs">
          <FareBaseCard {...fields} />
          <ReturnRateCard
            {...fields}
            ratioProblem={actions.ratioProblem}
            ratioLoading={actions.ratioLoading}
            onLoadRatio={() => void actions.loadRatio()}
          />
        </div>
        <div className="costing-side">
          <ResultCard
            calculation={calc}
            policy={state.equityPolicy}
            onPolicy={form.setPolicy}
            stored={view.stored}
            disabled={saving || readOnly}
          />
          <ValidationPanel errors={calc.errors} warnings={calc.warnings} />
        </div>
      </div>
      <FormulaFlow steps={calc.result?.breakdown ?? null} />
      <ConflictModal
        conflict={actions.saver.conflict}
        onKeepMine={actions.saver.keepMine}
        onTakeTheirs={actions.saver.takeTheirs}
      />
    </>
  );
}

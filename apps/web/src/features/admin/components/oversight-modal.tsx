import type { Organisation } from '@bus/domain';
import { Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useOrganisationAction } from '../api/organisations';

/**
 * Which operators an authority or association reads (issue 14 §3): all of them (those added
 * later too), or the chosen ones. Mounted per organisation (keyed), so it starts from its grants.
 */
export function OversightModal({
  organisation,
  organisations,
  onClose,
}: {
  organisation: Organisation;
  organisations: readonly Organisation[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const action = useOrganisationAction();
  const { message } = useFeedback();
  const [all, setAll] = useState(organisation.oversees === 'all');
  const [targetIds, setTargetIds] = useState<string[]>(
    organisation.oversees === 'all' ? [] : organisation.oversees.map((target) => target.id),
  );
  const operators = organisations.filter((candidate) => candidate.kind === 'operator');

  const save = async () => {
    try {
      await action.mutateAsync({
        kind: 'oversight',
        id: organisation.id,
        body: { all, targetIds: all ? [] : targetIds },
      });
      message.success(t('admin:organisations.done.oversight'));
      onClose();
    } catch (error) {
      console.error('Saving the oversight failed', error);
      message.error(errorMessage(error, t));
    }
  };

  return (
    <Modal
      open
      title={t('admin:organisations.oversightEditor.title', { name: organisation.name })}
      okText={t('admin:organisations.oversightEditor.save')}
      cancelText={t('admin:organisations.oversightEditor.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      width={{ xs: '100%', sm: 520 }}
      data-testid="admin-oversight-modal"
    >
      <Typography.Paragraph type="secondary">
        {t('admin:organisations.oversightEditor.intro')}
      </Typography.Paragraph>
      <Radio.Group value={all} onChange={(event) => setAll(event.target.value)}>
        <Space orientation="vertical">
          <Radio value={true} data-testid="admin-oversight-all">
            {t('admin:organisations.oversightEditor.all')}
          </Radio>
          <Radio value={false} data-testid="admin-oversight-chosen">
            {t('admin:organisations.oversightEditor.chosen')}
          </Radio>
        </Space>
      </Radio.Group>
      {!all && (
        <Select
          mode="multiple"
          allowClear
          style={{ width: '100%', marginTop: 12 }}
          aria-label={t('admin:organisations.oversightEditor.targets')}
          placeholder={t('admin:organisations.oversightEditor.targets')}
          value={targetIds}
          onChange={setTargetIds}
          optionFilterProp="label"
          options={operators.map((operator) => ({ value: operator.id, label: operator.name }))}
          data-testid="admin-oversight-targets"
        />
      )}
    </Modal>
  );
}

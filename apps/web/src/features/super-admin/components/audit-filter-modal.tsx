import { AUDIT_FILTER_MODAL_WIDTH, AUDIT_LEVELS, type AuditLevel } from '@bus/domain';
import { Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilter } from '../api/keys';

/**
 * §2 filter modal: level (clearable), action text, user e-mail text; apply, show all, cancel.
 * Keyed by the page each time it opens, so it starts from the filter in force.
 */
export function AuditFilterModal({
  open,
  filter,
  onApply,
  onClose,
}: {
  open: boolean;
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superAdmin');
  const [level, setLevel] = useState<AuditLevel | undefined>(filter.level);
  const [action, setAction] = useState(filter.action ?? '');
  const [userEmail, setUserEmail] = useState(filter.userEmail ?? '');
  const apply = () =>
    onApply({
      ...(level ? { level } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
      ...(userEmail.trim() ? { userEmail: userEmail.trim() } : {}),
    });
  return (
    <Modal
      open={open}
      title={t('filter.title')}
      onCancel={onClose}
      width={{ xs: '100%', sm: AUDIT_FILTER_MODAL_WIDTH }}
      footer={
        <Space wrap>
          <Button onClick={onClose} data-testid="sa-filter-cancel">
            {t('filter.cancel')}
          </Button>
          <Button onClick={() => onApply({})} data-testid="sa-filter-show-all">
            {t('filter.showAll')}
          </Button>
          <Button type="primary" onClick={apply} data-testid="sa-filter-apply">
            {t('filter.apply')}
          </Button>
        </Space>
      }
      data-testid="sa-filter-modal"
    >
      <form
        className="sa-filter-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor="sa-filter-level">{t('filter.level')}</label>
        <Select<AuditLevel>
          id="sa-filter-level"
          allowClear
          value={level}
          onChange={(value) => setLevel(value)}
          placeholder={t('filter.levelPlaceholder')}
          options={AUDIT_LEVELS.map((value) => ({ value, label: t(`audit.levels.${value}`) }))}
          style={{ width: '100%' }}
          data-testid="sa-filter-level"
        />
        <label htmlFor="sa-filter-action">{t('filter.action')}</label>
        <Input
          id="sa-filter-action"
          value={action}
          maxLength={64}
          onChange={(event) => setAction(event.target.value)}
          placeholder={t('filter.actionPlaceholder')}
          data-testid="sa-filter-action"
        />
        <label htmlFor="sa-filter-email">{t('filter.userEmail')}</label>
        <Input
          id="sa-filter-email"
          value={userEmail}
          maxLength={254}
          onChange={(event) => setUserEmail(event.target.value)}
          placeholder={t('filter.userEmailPlaceholder')}
          data-testid="sa-filter-email"
        />
        {/* Enter in a field applies, as the Apply button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}

import type { AdminUser } from '@bus/domain';
import { Modal, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAdminAction } from '../api/admin-users';
import { useOrganisations } from '../api/organisations';
import { type Actor, canManage } from '../lib/policy';

/** The Select's value for "in no organisation" (a uuid never equals it). */
const NONE = 'none';

/**
 * A user's organisation as a select (issue 14 §2): assigning someone in no organisation is one
 * choice; moving someone out of an organisation asks first, since they lose sight of its data.
 */
export function MoveOrganisationSelect({ actor, user }: { actor: Actor; user: AdminUser }) {
  const { t } = useTranslation(['admin', 'errors']);
  const organisations = useOrganisations();
  const action = useAdminAction();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const refusal = canManage(actor, user);
  const current = user.organisation?.id ?? NONE;

  const nameOf = (id: string) =>
    id === NONE
      ? t('admin:move.none')
      : (organisations.data?.items.find((organisation) => organisation.id === id)?.name ?? id);

  const move = async (to: string) => {
    try {
      await action.mutateAsync({
        kind: 'organisation',
        id: user.id,
        organisationId: to === NONE ? null : to,
      });
      message.success(t('admin:move.done'));
    } catch (error) {
      console.error('Moving the user failed', error);
      message.error(errorMessage(error, t, 'userSaveFailed'));
    }
  };

  const choose = (to: string) => {
    if (to === current) return;
    if (current === NONE) {
      void move(to);
      return;
    }
    void modal.confirm({
      title: t('admin:move.title'),
      content: t('admin:move.confirm', { name: user.name, from: nameOf(current), to: nameOf(to) }),
      okText: t('admin:move.submit'),
      cancelText: t('admin:confirm.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'admin-move-confirm' },
      onOk: () => move(to),
    });
  };

  const select = (
    <Select
      size="small"
      value={current}
      onChange={choose}
      disabled={refusal !== null}
      loading={organisations.isLoading || action.isPending}
      status={current === NONE ? 'warning' : undefined}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 220 }}
      aria-label={t('admin:move.label', { name: user.name })}
      options={[
        { value: NONE, label: t('admin:move.none') },
        ...(organisations.data?.items ?? []).map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
        })),
      ]}
      data-testid={`admin-organisation-${user.id}`}
    />
  );
  return (
    <>
      {modalHolder}
      {refusal ? <Tooltip title={t(`errors:codes.${refusal}`)}>{select}</Tooltip> : select}
    </>
  );
}

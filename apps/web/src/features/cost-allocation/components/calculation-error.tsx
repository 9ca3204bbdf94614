import type { CustomDriver } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatKRW } from '../../../lib/format';
import { useDriverLabel } from './driver-label';

const ZeroPools = z.array(
  z.object({ driver: z.string(), amount: z.number(), lines: z.array(z.string()) }),
);

/**
 * Why the calculation was refused or failed. A pool whose driver total is zero (domain.md §4
 * "Zero drivers") is named with its amount and the lines that cannot be allocated, and how to fix
 * it; anything else shows the server's message under the spec's 'Cost allocation calculation
 * failed' (§8).
 */
export function CalculationError({
  error,
  customDrivers,
}: {
  error: unknown;
  customDrivers: readonly CustomDriver[];
}) {
  const { t, i18n } = useTranslation(['costAllocation', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const driverLabel = useDriverLabel(customDrivers);
  const pools =
    error instanceof ApiError && error.code === 'allocation/zero-driver-total'
      ? ZeroPools.safeParse(error.problem.params?.pools)
      : null;

  if (pools?.success) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="al-refusal"
        title={t('errors:codes.allocation/zero-driver-total')}
        description={
          <ul className="al-problem-list">
            {pools.data.map((pool) => (
              <li key={pool.driver}>
                {t('refusal.pool', {
                  driver: driverLabel(pool.driver),
                  amount: formatKRW(pool.amount, 'won', lng),
                  count: pool.lines.length,
                  lines: pool.lines.join(', '),
                })}
                <br />
                {t('refusal.fix', { driver: driverLabel(pool.driver) })}
              </li>
            ))}
          </ul>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="al-refusal"
      title={t('errors.calculate')}
      description={errorMessage(error, t)}
    />
  );
}

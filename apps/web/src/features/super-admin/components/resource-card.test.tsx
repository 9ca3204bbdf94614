import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales } from '../../../test/app-test-utils';
import { ResourceCard } from './resource-card';

beforeAll(() => loadLocales(['superAdmin']));

function renderCard(percent: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ResourceCard
        title="메모리 사용률"
        percent={percent}
        usage={{ usedBytes: 8 * 1024 ** 3 * (percent / 100), totalBytes: 8 * 1024 ** 3, percent }}
        testId="card"
      />
    </I18nextProvider>,
  );
}

describe('a resource card', () => {
  it('turns red with the exception bar above 80 %', () => {
    const { container } = renderCard(80.4);
    expect(screen.getByTestId('card')).toHaveAttribute('data-over', 'true');
    expect(screen.getByTestId('card-percent')).toHaveClass('sa-resource__percent--over');
    expect(screen.getByTestId('card-percent')).toHaveTextContent('80.4%');
    expect(screen.getByText('80% 초과')).toBeInTheDocument();
    expect(container.querySelector('.ant-progress-status-exception')).not.toBeNull();
  });

  it('stays normal at 80 % and shows used of total', () => {
    const { container } = renderCard(80);
    expect(screen.getByTestId('card')).toHaveAttribute('data-over', 'false');
    expect(screen.getByTestId('card-percent')).not.toHaveClass('sa-resource__percent--over');
    expect(container.querySelector('.ant-progress-status-exception')).toBeNull();
    expect(screen.getByText('6.4 GB / 8.0 GB')).toBeInTheDocument();
  });
});

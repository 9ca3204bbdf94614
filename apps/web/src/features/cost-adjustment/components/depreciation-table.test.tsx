import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales } from '../../../test/app-test-utils';
import { DepreciationTable } from './depreciation-table';

beforeAll(() => loadLocales(['costAdjustment']));

// antd's table renders slowly in jsdom on a busy machine: room beyond the 5 s default.
describe('DepreciationTable', { timeout: 20_000 }, () => {
  it('shows each entity with its adjustment and a total row', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DepreciationTable
          inputs={[
            { entity: '노선 100', actual: 3_000_000, allocated: 5_000_000 },
            { entity: '노선 200', actual: 4_000_000, allocated: 1_000_000 },
          ]}
        />
      </I18nextProvider>,
    );
    const table = screen.getByTestId('ca-depreciation-table');
    const row = within(table).getByText('노선 100').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('-2,000,000원');
    expect(within(table).getByRole('columnheader', { name: '대상' })).toBeInTheDocument();
    expect(screen.getByTestId('ca-depreciation-total-actual')).toHaveTextContent('7,000,000원');
    expect(screen.getByTestId('ca-depreciation-total-allocated')).toHaveTextContent('6,000,000원');
    expect(screen.getByTestId('ca-depreciation-total-adjustment')).toHaveTextContent(
      '-2,000,000원',
    );
  });
});

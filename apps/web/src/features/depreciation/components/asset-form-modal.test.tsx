import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales } from '../../../test/app-test-utils';
import { ENTITIES } from '../testing/fixtures';
import { AssetFormModal } from './asset-form-modal';

beforeAll(() => loadLocales(['depreciation', 'errors']));
afterAll(() => i18n.changeLanguage('ko'));

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AssetFormModal
        open
        initial={null}
        entities={ENTITIES}
        saving={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </I18nextProvider>,
  );
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AssetFormModal', { timeout: 20_000 }, () => {
  it('says what is wrong as the user types, in Korean', async () => {
    const onSubmit = renderForm();
    type('내용연수', '0');
    expect(await screen.findByText(/0년은 상각할 수 없습니다/)).toBeInTheDocument();
    type('취득원가', '1000000');
    type('잔존가치', '2000000');
    expect(await screen.findByText('잔존가치가 취득원가보다 클 수 없습니다.')).toBeInTheDocument();
    type('취득일', '2024-05-01');
    type('처분일', '2024-04-30');
    expect(await screen.findByText('처분일이 취득일보다 앞설 수 없습니다.')).toBeInTheDocument();
    type('취득원가', '-5');
    expect(await screen.findByText('금액은 음수일 수 없습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByText('자산명을 입력하세요.')).toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over a valid asset, trimmed, with the entity as entered', async () => {
    const onSubmit = renderForm();
    type('자산명', '  전기 저상버스 2대 ');
    type('노선(사업부)', 'R-100');
    type('취득일', '2024-07-08');
    type('취득원가', '236000000');
    type('내용연수', '9');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      code: null,
      name: '전기 저상버스 2대',
      assetClass: 'bus',
      entityId: 'R-100',
      acquisitionDate: '2024-07-08',
      cost: 236_000_000,
      residualValue: 0,
      usefulLifeYears: 9,
      method: 'straight_line',
      disposalDate: null,
    });
  });

  it('words the same problems in English', async () => {
    await loadLocales(['depreciation', 'errors'], 'en');
    renderForm();
    type('Useful life', '0');
    expect(await screen.findByText(/A life of 0 cannot be depreciated/)).toBeInTheDocument();
    type('Acquisition cost', '100');
    type('Residual value', '101');
    expect(
      await screen.findByText('Residual value cannot be more than the acquisition cost.'),
    ).toBeInTheDocument();
  });
});

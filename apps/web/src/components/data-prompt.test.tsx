import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en/dataPrompt.json';
import ko from '../locales/ko/dataPrompt.json';
import { DataPrompt } from './data-prompt';

const i18n = i18next.createInstance();

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ko',
    fallbackLng: 'en',
    ns: ['dataPrompt'],
    resources: { ko: { dataPrompt: ko }, en: { dataPrompt: en } },
    interpolation: { escapeValue: false },
  });
});

function renderPrompt(element = <DataPrompt />) {
  const router = createMemoryRouter(
    [
      { path: '/cost-allocation', element },
      { path: '/financial-data-center', element: <p>data center</p> },
    ],
    { initialEntries: ['/cost-allocation'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('DataPrompt', () => {
  it('asks for financial data and links to the financial data center', () => {
    renderPrompt();
    expect(screen.getByText('재무 데이터를 먼저 업로드해주세요')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /재무 데이터 센터로 이동/ });
    expect(link).toHaveAttribute('href', '/financial-data-center');
  });

  it('navigates inside the app when the button is clicked', async () => {
    const router = renderPrompt();
    await userEvent.click(screen.getByRole('link', { name: /재무 데이터 센터로 이동/ }));
    expect(router.state.location.pathname).toBe('/financial-data-center');
    expect(await screen.findByText('data center')).toBeInTheDocument();
  });

  it('shows a screen-specific explanation when given', () => {
    renderPrompt(<DataPrompt description="원가 배분에는 운송원가명세서가 필요합니다." />);
    expect(screen.getByText('원가 배분에는 운송원가명세서가 필요합니다.')).toBeInTheDocument();
  });
});

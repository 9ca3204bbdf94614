import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from './feedback';

function Toasts({ texts }: { texts: string[] }) {
  const { message, notification } = useFeedback();
  useEffect(() => {
    for (const text of texts) message.success(text);
    notification.info({ title: 'notice' });
  }, [message, notification, texts]);
  return null;
}

describe('FeedbackProvider', () => {
  it('shows the toasts asked for before the toast code arrived, in the order asked', async () => {
    const texts = ['first', 'second'];
    render(
      <FeedbackProvider>
        <Toasts texts={texts} />
      </FeedbackProvider>,
    );
    expect(await screen.findByText('second')).toBeInTheDocument();
    const shown = screen.getAllByText(/^(first|second)$/).map((node) => node.textContent);
    expect(shown).toEqual(['first', 'second']);
    expect(await screen.findByText('notice')).toBeInTheDocument();
  });

  it('has nothing of antd toasts on the page until the first toast', async () => {
    const { container } = render(
      <FeedbackProvider>
        <p>page</p>
      </FeedbackProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.innerHTML).toBe('<p>page</p>');
    expect(document.querySelector('.ant-message, .ant-notification')).toBeNull();
  });
});

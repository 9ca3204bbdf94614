import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

/** antd's message and notification APIs, once their holders are mounted (feedback-holders.tsx). */
export type FeedbackApis = { message: MessageInstance; notification: NotificationInstance };

/** The same calls returning nothing: the first one waits for antd's toast code to arrive. */
type Deferred<T, K extends keyof T> = {
  [P in K]: T[P] extends (...args: infer A) => unknown ? (...args: A) => void : never;
};
type MessageCall = 'info' | 'success' | 'error' | 'warning' | 'loading' | 'open' | 'destroy';
type NotificationCall = 'info' | 'success' | 'error' | 'warning' | 'open' | 'destroy';

export type Feedback = {
  message: Deferred<MessageInstance, MessageCall>;
  notification: Deferred<NotificationInstance, NotificationCall>;
};

type Run = (call: (apis: FeedbackApis) => void) => void;
type Holders = ComponentType<{ onReady: (apis: FeedbackApis) => void }>;

const FeedbackContext = createContext<Feedback | null>(null);

function deferredFeedback(run: Run): Feedback {
  return {
    message: {
      info: (...args) => run((apis) => apis.message.info(...args)),
      success: (...args) => run((apis) => apis.message.success(...args)),
      error: (...args) => run((apis) => apis.message.error(...args)),
      warning: (...args) => run((apis) => apis.message.warning(...args)),
      loading: (...args) => run((apis) => apis.message.loading(...args)),
      open: (...args) => run((apis) => apis.message.open(...args)),
      destroy: (...args) => run((apis) => apis.message.destroy(...args)),
    },
    notification: {
      info: (...args) => run((apis) => apis.notification.info(...args)),
      success: (...args) => run((apis) => apis.notification.success(...args)),
      error: (...args) => run((apis) => apis.notification.error(...args)),
      warning: (...args) => run((apis) => apis.notification.warning(...args)),
      open: (...args) => run((apis) => apis.notification.open(...args)),
      destroy: (...args) => run((apis) => apis.notification.destroy(...args)),
    },
  };
}

/**
 * Context-aware toasts (theme and locale of the ConfigProvider) without antd's <App>: <App> also
 * brings Modal, and with it the form engine, into every page's first load (~25 kB gzip). The toast
 * code itself (~13 kB gzip) is fetched with the first toast, not with the page: calls made before
 * it arrives wait in order; when the fetch fails they are logged and dropped, and the next toast
 * tries again.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState<{ Component: Holders } | null>(null);
  const apis = useRef<FeedbackApis | null>(null);
  const waiting = useRef<((apis: FeedbackApis) => void)[]>([]);
  const loading = useRef(false);

  const value = useMemo(
    () =>
      deferredFeedback((call) => {
        if (apis.current) {
          call(apis.current);
          return;
        }
        waiting.current.push(call);
        if (loading.current) return;
        loading.current = true;
        import('./feedback-holders').then(
          (module) => setHolders({ Component: module.FeedbackHolders }),
          (error: unknown) => {
            // Late toasts would describe moments long gone: drop them, let the next one retry.
            loading.current = false;
            waiting.current = [];
            console.error('Loading the toast code failed; the next toast tries again', error);
          },
        );
      }),
    [],
  );
  const onReady = useCallback((ready: FeedbackApis) => {
    apis.current = ready;
    for (const call of waiting.current.splice(0)) call(ready);
  }, []);

  return (
    <FeedbackContext.Provider value={value}>
      {holders && <holders.Component onReady={onReady} />}
      {children}
    </FeedbackContext.Provider>
  );
}

/** The message and notification calls of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}

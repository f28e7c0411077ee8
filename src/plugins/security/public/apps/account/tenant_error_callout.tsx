import React, { Suspense, lazy } from 'react';

/**
 * The tenant modal's red error call-out, loaded with its first error: the modal opens over home
 * on a first login, and EUI's call-out (with its icon button, live announcer and notification
 * icons) is about 4 KB gzip the page would otherwise fetch for an error that seldom comes.
 * Should its chunk fail to load, the message still shows, as a plain alert.
 */
const LazyCallOut = lazy<React.ComponentType<CallOutProps>>(() =>
  import(/* webpackChunkName: "eui_call_out" */ '@elastic/eui/src/components/call_out/call_out').then(
    (m) => ({ default: m.EuiCallOut as React.ComponentType<CallOutProps> }),
    () => ({ default: PlainCallOut })
  )
);

interface CallOutProps {
  title: string;
  color: 'danger';
  iconType: 'error';
  role: 'alert';
  'data-test-subj': string;
}

function PlainCallOut({ title, role, 'data-test-subj': testSubj }: CallOutProps) {
  return (
    <p role={role} data-test-subj={testSubj}>
      {title}
    </p>
  );
}

export const TenantErrorCallOut: React.FC<{ error: string; 'data-test-subj': string }> = ({
  error,
  'data-test-subj': testSubj,
}) => (
  <Suspense fallback={null}>
    <LazyCallOut color="danger" iconType="error" title={error} role="alert" data-test-subj={testSubj} />
  </Suspense>
);

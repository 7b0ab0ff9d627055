import { Suspense } from 'react';
import { VerifyEmailView } from '../../features/account/components/verify-email-view';

/** Confirming an email address (features/account); the view reads `?token=`, hence the Suspense boundary. */
export default function VerifyEmailPage() {
  return (
    <Suspense>
      <VerifyEmailView />
    </Suspense>
  );
}

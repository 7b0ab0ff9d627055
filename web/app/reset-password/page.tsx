import { Suspense } from 'react';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

/** A password reset (features/account); the form reads `?token=`, hence the Suspense boundary. */
export default function ResetPasswordPage() {
  return (
    <Suspense>
      <ResetPasswordForm />
    </Suspense>
  );
}

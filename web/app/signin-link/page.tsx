import { Suspense } from 'react';
import { SignInLinkForm } from '../../features/account/components/sign-in-link-form';

/** Signing in with an emailed one-time link (features/account); the form reads `?token=`, hence the Suspense boundary. */
export default function SignInLinkPage() {
  return (
    <Suspense>
      <SignInLinkForm />
    </Suspense>
  );
}

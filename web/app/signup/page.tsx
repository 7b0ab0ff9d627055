import { Suspense } from 'react';
import { SignUpForm } from '../../features/account/components/sign-up-form';

/** Registration (features/account); the form reads `?email=`, hence the Suspense boundary. */
export default function SignUpPage() {
  return (
    <Suspense>
      <SignUpForm />
    </Suspense>
  );
}

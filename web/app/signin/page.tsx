import { SignInForm } from '../../features/account/components/sign-in-form';

/** Signing in (features/account). */
export default function SignInPage() {
  return <SignInForm />;
}

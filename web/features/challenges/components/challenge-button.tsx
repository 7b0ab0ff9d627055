'use client';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { ChallengeForm } from './challenge-form';

/** "Challenge" on a player's profile: opens the small form that challenges them. */
export function ChallengeButton({ username }: { username: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        data-testid="challenge-button"
        onClick={() => setOpen(!open)}
      >
        {t('challenges.challenge')}
      </button>
      {open && <ChallengeForm username={username} onClose={() => setOpen(false)} />}
    </>
  );
}

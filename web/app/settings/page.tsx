import { SettingsView } from '../../features/settings/components/settings-view';

/** My settings (features/settings). */
export default function SettingsPage() {
  return <SettingsView />;
}

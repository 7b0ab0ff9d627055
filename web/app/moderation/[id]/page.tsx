import { ReportView } from '../../../features/safety/components/report-view';

/** One report in context, with the moderators' actions (features/safety). */
export default function ReportPage() {
  return <ReportView />;
}

import type { ReactNode } from 'react';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { MessagePanel } from '../../../components/ui/message-panel';

/** Nothing to show: what that means. */
export function ReportEmpty({
  title,
  children,
}: {
  title: string;
  children?: ReactNode;
}) {
  return (
    <MessagePanel icon={<InsightsOutlinedIcon />} title={title} level="h3">
      {children}
    </MessagePanel>
  );
}

import { useState } from 'react';
import type { Module, UserInfo } from '@edge/contracts';
import { ExportHistoryDialog } from '../../features/exports/components/export-history-dialog';
import { ToolsMenu } from '../../features/layout/components/tools-menu';
import { getToolsMenuItems } from '../../features/layout/utils/get-tools-menu-items';
import { useStatisticsEntries } from '../statistics-entries';

/** The Tools menu with the Export History dialog it opens. */
export function HeaderTools({
  user,
  module,
}: {
  user: UserInfo;
  module: Module;
}) {
  const [isExportHistoryOpen, setIsExportHistoryOpen] = useState(false);
  // SPEC §6: Statistics needs the feature flag.
  const isStatisticsEnabled = useStatisticsEntries(user);
  const items = getToolsMenuItems({ user, module, isStatisticsEnabled });
  return (
    <>
      <ToolsMenu
        items={items}
        onExportHistory={() => setIsExportHistoryOpen(true)}
      />
      <ExportHistoryDialog
        isOpen={isExportHistoryOpen}
        module={module}
        onClose={() => setIsExportHistoryOpen(false)}
      />
    </>
  );
}
